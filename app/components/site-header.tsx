import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { useEffect, useRef } from "react";
import type { PublicUser } from "~/services/users.server";
import { useT } from "~/i18n/i18n-context";
import { LanguageLinks, LanguageMenu } from "~/i18n/language-switcher";
import { BrandMark } from "./brand-mark";
import { navItemsFor } from "./site-nav-links";

const BOOK_DEMO_PATH = "/book-demo";

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold transition ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-4 py-3 text-base font-semibold ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"}`;

const mobileLanguageLink = (current: boolean) =>
  `block rounded-lg border px-2 py-3 text-center font-semibold ${current ? "border-brand-700 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-800 hover:bg-slate-100"}`;

export function SiteHeader({ user }: { user: PublicUser | null }) {
  const items = navItemsFor(user);
  const { t } = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <BrandMark />
        <nav aria-label={t("shell.nav.main")} className="hidden xl:block">
          {/* Tight: an admin's or a partner's eight links must fit beside the brand in the 1280-px-wide bar. */}
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={desktopLink} prefetch="intent">
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden shrink-0 items-center gap-2 xl:flex">
          {/* Partner and admin screens are in English, and an admin's eight links fill the bar: their menu has none. */}
          {user ? null : <LanguageMenu />}
          <AccountActions user={user} />
        </div>
        <MobileMenu user={user} />
      </div>
    </header>
  );
}

function AccountActions({ user }: { user: PublicUser | null }) {
  const { t } = useT();
  if (!user) {
    return (
      <>
        <Link
          to={BOOK_DEMO_PATH}
          className="flex items-center gap-1.5 whitespace-nowrap rounded-lg bg-sun-400 px-3 py-2 text-sm font-bold text-brand-900 hover:bg-sun-300"
        >
          <Icon name="graduation-cap" className="size-4" />
          {t("shell.bookDemo")}
        </Link>
        <Link to="/login" className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {t("shell.login")}
        </Link>
        <Link to="/register" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("shell.signUp")}
        </Link>
      </>
    );
  }
  // An admin's eight links leave no room for the name here; pages greet the user instead.
  return (
    <>
      <Link
        to="/account/password"
        title={t("shell.changePassword")}
        className="flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      >
        <Icon name="key-round" className="size-4" />
        <span className="sr-only">{t("shell.changePassword")}</span>
      </Link>
      <LogoutButton className="flex items-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100" />
    </>
  );
}

function LogoutButton({ className }: { className: string }) {
  const { t } = useT();
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        <Icon name="log-out" className="size-4" />
        {t("shell.logout")}
      </button>
    </Form>
  );
}

/**
 * A `<details>` disclosure, so the menu opens before the page's script has loaded, or without it.
 * With the script, it closes on following a link and on Escape (focus back on its summary).
 */
function MobileMenu({ user }: { user: PublicUser | null }) {
  // A new page is a new menu, closed: following a link closes it (opened before the script ran too).
  const location = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const items = navItemsFor(user);
  const { t } = useT();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const details = detailsRef.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      summaryRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <details key={location.key} ref={detailsRef} className="group xl:hidden">
      {/* The summary is a button to assistive technology, expanded or collapsed by itself. */}
      <summary
        ref={summaryRef}
        className="flex h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2.5 font-semibold text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <Icon name="menu" className="size-6 group-open:hidden" />
        <Icon name="x" className="hidden size-6 group-open:block" />
        {/* On the narrowest phones the word would push the bar wider than the screen. */}
        <span className="max-[359px]:sr-only">{t("shell.menu")}</span>
      </summary>
      <nav
        aria-label={t("shell.nav.mobile")}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"} className={mobileLink}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <p id="mobile-language" className="px-4 text-sm font-semibold text-slate-600">
            {t("shell.language")}
          </p>
          <ul aria-labelledby="mobile-language" className="mt-2 grid grid-cols-3 gap-2 px-2">
            <LanguageLinks className={mobileLanguageLink} />
          </ul>
        </div>
        <div className="mt-4 border-t border-slate-200 pt-4">
          {user ? (
            <div className="space-y-3 px-4">
              <p className="text-sm text-slate-600">{t("shell.signedInAs", { name: user.name })}</p>
              <Link
                to="/account/password"
                className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-100"
              >
                <Icon name="key-round" className="size-4" />
                {t("shell.changePassword")}
              </Link>
              <LogoutButton className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-100" />
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <Link
                to={BOOK_DEMO_PATH}
                className="col-span-2 flex items-center justify-center gap-2 rounded-lg bg-sun-400 px-4 py-3 font-bold text-brand-900 hover:bg-sun-300"
              >
                <Icon name="graduation-cap" className="size-5" />
                {t("shell.bookDemoClass")}
              </Link>
              <Link
                to="/franchise"
                className="col-span-2 rounded-lg px-4 py-2 text-center font-semibold text-brand-700 underline underline-offset-2"
              >
                {t("shell.becomePartner")}
              </Link>
              <Link to="/login" className="rounded-lg border border-brand-700 px-4 py-3 text-center font-semibold text-brand-700">
                {t("shell.login")}
              </Link>
              <Link to="/register" className="rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white">
                {t("shell.signUp")}
              </Link>
            </div>
          )}
        </div>
      </nav>
    </details>
  );
}
