import { telHref } from "~/lib/tel-href";
import { formatCount } from "~/lib/counts";
import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { COURSE_INFO, coursePath } from "~/lib/courses";
import { useT } from "~/i18n/i18n-context";
import type { MessageId } from "~/i18n/translate";
import { CLAIMS, COPYRIGHT_YEAR, PUBLIC_LINKS, SITE_NAME, type Contact, type SocialLinks as Links } from "~/lib/site";
import { BrandMark } from "./brand-mark";
import { SocialLinks } from "./social-links";

/** Beside the header's six: where parents book and prospective partners read about the franchise. */
const MORE_LINKS: { to: string; label: MessageId }[] = [
  { to: "/book-demo", label: "shell.bookDemoClass" },
  { to: "/franchise", label: "shell.becomePartner" },
];

export function SiteFooter({ contact, socialLinks }: { contact?: Contact; socialLinks?: Links }) {
  const { t, tag } = useT();
  const links = [...PUBLIC_LINKS.map(({ to, key }) => ({ to, label: `shell.nav.${key}` as const })), ...MORE_LINKS];
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandMark tone="light" />
          <p className="text-sm leading-relaxed">{t("shell.footer.about", { years: formatCount(CLAIMS.years, tag) })}</p>
          {socialLinks ? <SocialLinks links={socialLinks} /> : null}
        </div>
        <FooterColumn title={t("shell.footer.quickLinks")}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-white hover:underline">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("shell.footer.courses")}>
          {/* COURSE_INFO rather than the enums module: the layout's JavaScript stays small. */}
          {Object.values(COURSE_INFO).map(({ key }) => (
            <li key={key}>
              <Link to={coursePath(key)} className="hover:text-white hover:underline">
                {t(`shell.course.${key}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        {contact ? <FooterContact contact={contact} /> : null}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6">
          {t("shell.footer.rights", { year: COPYRIGHT_YEAR, site: SITE_NAME })}{" "}
          <Link to="/privacy" className="underline hover:text-white">
            {t("shell.footer.privacy")}
          </Link>{" "}
          ·{" "}
          <Link to="/parents" className="underline hover:text-white">
            {t("shell.footer.parents")}
          </Link>
        </p>
      </div>
    </footer>
  );
}

function FooterContact({ contact }: { contact: Contact }) {
  const { t } = useT();
  return (
    <FooterColumn title={t("shell.footer.contact")}>
      <li className="flex gap-3">
        <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-sun-400" />
        <address className="not-italic">{contact.address}</address>
      </li>
      <li className="flex gap-3">
        <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-sun-400" />
        <a href={telHref(contact.phone)} className="hover:text-white hover:underline">
          {contact.phone}
        </a>
      </li>
      <li className="flex gap-3">
        <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-sun-400" />
        <a href={`mailto:${contact.email}`} className="break-all hover:text-white hover:underline">
          {contact.email}
        </a>
      </li>
    </FooterColumn>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-base font-bold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}
