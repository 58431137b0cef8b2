import { useT } from "~/i18n/i18n-context";
import { Form } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { formatPhone } from "~/lib/indian-phones";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import type { ParentChild } from "~/services/parents.server";
import { ChildCard } from "./child-card";
import { MessageLanguage } from "./message-language";
import { RightsSection } from "./rights-section";
import type { Locale } from "~/i18n/locales";

type Request = Parameters<typeof RightsSection>[0]["requests"][number];
type Props = { phone: string; language: Locale; children: ParentChild[]; requests: Request[] };

/** A signed-in parent's page: each of their children, then their data and their rights. */
export function ParentsHome({ phone, language, children, requests }: Props) {
  const waiting = children.filter((child) => child.consent.status === "needed" || child.consent.status === "awaiting");
  const { t } = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("parents.children")}</h1>
          <p className="text-sm text-slate-700">{t("parents.signedInAs", { phone: formatPhone(phone) })}</p>
        </div>
        <Form method="post" action={PARENTS_PAGE}>
          <input type="hidden" name="intent" value="signOut" />
          <Button type="submit" variant="outline" size="sm">
            <Icon name="log-out" className="size-4" /> {t("parents.signOut")}
          </Button>
        </Form>
      </div>
      {waiting.length ? (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          <span>{t("parents.waiting", { names: waiting.map((child) => child.name).join(t("parents.and")) })}</span>
        </p>
      ) : null}
      {children.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">{t("parents.none")}</p>
      ) : (
        children.map((child) => <ChildCard key={child.id} child={child} />)
      )}
      <MessageLanguage language={language} />
      <RightsSection children={children.map(({ id, name }) => ({ id, name }))} requests={requests} />
    </div>
  );
}
