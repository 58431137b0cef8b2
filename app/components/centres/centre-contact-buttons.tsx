import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { AnchorButton } from "~/components/ui/button";
import { telHref } from "~/lib/indian-phones";
import { centreDirectionsHref, centreWhatsAppHref, type ReachableCentre } from "./links";

/** Call, WhatsApp and Directions for a centre, each naming the centre for screen readers. */
export function CentreContactButtons({ centre, size = "sm" }: { centre: ReachableCentre; size?: "sm" | "md" }) {
  const { t } = useT();
  const whatsApp = centreWhatsAppHref(centre, t("centres.whatsAppMessage", { centre: centre.name }));
  const hidden = <span className="sr-only"> {centre.name}</span>;
  return (
    // Call and WhatsApp side by side, Directions under them across (or beside Call without WhatsApp).
    <div className="grid grid-cols-2 gap-2">
      <AnchorButton href={telHref(centre.phone)} variant="brandOutline" size={size}>
        <Icon name="phone" className="size-4" />
        {t("centres.call")}
        {hidden}
      </AnchorButton>
      {whatsApp ? (
        <AnchorButton href={whatsApp} target="_blank" rel="noopener noreferrer" variant="brandOutline" size={size}>
          <Icon name="message-circle" className="size-4" />
          WhatsApp{hidden}
          <span className="sr-only"> {t("shell.newTab")}</span>
        </AnchorButton>
      ) : null}
      <AnchorButton
        href={centreDirectionsHref(centre)}
        target="_blank"
        rel="noopener noreferrer"
        variant="brandOutline"
        size={size}
        className={whatsApp ? "col-span-2" : undefined}
      >
        <Icon name="navigation" className="size-4" />
        {t("centres.directions")}
        <span className="sr-only">{t("centres.directionsHidden", { centre: centre.name })}</span>
      </AnchorButton>
    </div>
  );
}
