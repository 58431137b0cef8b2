import { ContactDetails } from "~/components/contact-details";
import { MapCard } from "~/components/map-card";
import type { SiteInfo } from "~/lib/site";
import { SectionHeading } from "./section-heading";

export function LocationSection({ contact }: { contact: SiteInfo["contact"] }) {
  return (
    <section aria-labelledby="location-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="location-heading" title="Our Location">
          Visit our head office in Pune.
        </SectionHeading>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="mb-5 text-lg font-bold text-brand-900">Head Office</h3>
            <ContactDetails contact={contact} />
          </div>
          <MapCard address={contact.address} mapQuery={contact.mapQuery} title="Find us on the map" />
        </div>
      </div>
    </section>
  );
}
