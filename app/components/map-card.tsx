import { Icon } from "~/components/icon";
import { useT } from "~/i18n/i18n-context";
import { useState } from "react";

/**
 * The office on a map. Google's embed loads only when asked for (no third-party frame or data on
 * page load); 'Open in Google Maps' always works.
 */
export function MapCard({ address, mapQuery, title }: { address: string; mapQuery?: string; title?: string }) {
  const [showMap, setShowMap] = useState(false);
  const { t } = useT();
  // What the map looks for: the admin's map search when saved (a place name finds a pin an address may not).
  const query = encodeURIComponent(mapQuery || address);
  return (
    <section aria-labelledby="find-us-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/10] bg-brand-50">
        {showMap ? (
          <iframe
            title={t("shell.map.of", { address })}
            src={`https://www.google.com/maps?q=${query}&output=embed`}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_center,#c7d2fe_1px,transparent_1px)] bg-[length:18px_18px] p-4 text-center">
            <Icon name="map-pin" className="size-10 text-brand-700" />
            <button
              type="button"
              onClick={() => setShowMap(true)}
              className="rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow ring-1 ring-brand-100 hover:bg-brand-50"
            >
              {t("shell.map.show")}
            </button>
          </div>
        )}
      </div>
      <div className="space-y-2 p-5">
        <h2 id="find-us-heading" className="text-lg font-bold text-brand-900">
          {title ?? t("shell.map.findUs")}
        </h2>
        <address className="not-italic text-slate-700">{address}</address>
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${query}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
        >
          {t("shell.map.open")}
          <Icon name="external-link" className="size-4" />
          <span className="sr-only">{t("shell.newTab")}</span>
        </a>
      </div>
    </section>
  );
}
