import { telHref } from "~/lib/tel-href";
import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import type { SiteInfo } from "~/lib/site";

/** Address, phone and email, each a working link where it can be. */
export function ContactDetails({ contact }: { contact: SiteInfo["contact"] }) {
  const { t } = useT();
  const items = [
    { icon: "map-pin" as const, label: t("shell.contact.address"), value: <address className="not-italic">{contact.address}</address> },
    {
      icon: "phone" as const,
      label: t("shell.contact.phone"),
      value: (
        <a href={telHref(contact.phone)} className="hover:underline">
          {contact.phone}
        </a>
      ),
    },
    {
      icon: "mail" as const,
      label: t("shell.contact.email"),
      value: (
        <a href={`mailto:${contact.email}`} className="break-all hover:underline">
          {contact.email}
        </a>
      ),
    },
  ];
  return (
    <ul className="space-y-4">
      {items.map(({ icon, label, value }) => (
        <li key={label} className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={icon} className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-600">{label}</p>
            <div className="text-slate-900">{value}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
