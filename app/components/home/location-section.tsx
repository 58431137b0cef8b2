import { ContactDetails } from "~/components/contact-details";
import { Icon } from "~/components/icon";
import { LinkButton } from "~/components/ui/button";
import { MapCard } from "~/components/map-card";
import type { SiteInfo } from "~/lib/site";
import { SectionHeading } from "./section-heading";

export function LocationSection({ contact }: { contact: SiteInfo["contact"] }) {
  return (
    <section aria-labelledby="location-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="location-heading" title="Our Location">
          Our head office is in Pune; our classes run at centres across Maharashtra.
        </SectionHeading>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div className="space-y-6">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="mb-5 text-lg font-bold text-brand-900">Head Office</h3>
              <ContactDetails contact={contact} />
            </div>
            <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm">
              <h3 className="text-lg font-bold">Looking for classes for your child?</h3>
              <p className="mt-2 text-white/90">
                The head office runs the network. Find the centre nearest you by city, area or PIN code, and book a free demo class there.
              </p>
              <LinkButton to="/centres" variant="accent" size="lg" className="mt-5">
                <Icon name="map-pin" className="size-5" />
                Find a centre near you
              </LinkButton>
            </div>
          </div>
          <MapCard address={contact.address} mapQuery={contact.mapQuery} title="Find us on the map" />
        </div>
      </div>
    </section>
  );
}
