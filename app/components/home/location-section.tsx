import { ContactDetails } from "~/components/contact-details";
import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { LinkButton } from "~/components/ui/button";
import { MapCard } from "~/components/map-card";
import type { SiteInfo } from "~/lib/site";
import { SectionHeading } from "./section-heading";

export function LocationSection({ contact }: { contact: SiteInfo["contact"] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="location-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="location-heading" title={t("home.location.title")}>
          {t("home.location.text")}
        </SectionHeading>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div className="space-y-6">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="mb-5 text-lg font-bold text-brand-900">{t("home.location.office")}</h3>
              <ContactDetails contact={contact} />
            </div>
            <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm">
              <h3 className="text-lg font-bold">{t("home.location.lookingTitle")}</h3>
              <p className="mt-2 text-white/90">{t("home.location.lookingText")}</p>
              <LinkButton to="/centres" variant="accent" size="lg" className="mt-5">
                <Icon name="map-pin" className="size-5" />
                {t("home.hero.findCentre")}
              </LinkButton>
            </div>
          </div>
          <MapCard address={contact.address} mapQuery={contact.mapQuery} title={t("home.location.map")} />
        </div>
      </div>
    </section>
  );
}
