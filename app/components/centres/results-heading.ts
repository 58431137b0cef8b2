import type { Translator } from "~/i18n/translate";
import type { FinderPlace } from "~/services/centres.server";
import type { CentreSearchValues } from "./centre-search";

// The centre finder's results heading, in the page's language (needs the "centres" messages).

/** "PIN 411043", or "Dhankawadi, PIN 411043" for a locality. */
const placeName = ({ t }: Translator, place: FinderPlace) =>
  place.name === place.pin ? t("centres.pin", { pin: place.pin }) : t("centres.placePin", { place: place.name, pin: place.pin });

/** What the list shows: "12 centres for Abacus Training near “Pune”, nearest first". */
export function resultsHeading(
  translator: Translator,
  { total, values, place }: { total: number; values: CentreSearchValues; place: FinderPlace | null },
) {
  const { t } = translator;
  if (total === 0) return t("centres.none");
  const count = t("centres.count", { count: total });
  const course = values.course ? t(`shell.course.${values.course}`) : null;
  if (place)
    return t("centres.nearestFrom", {
      count: course ? t("centres.forWhat", { count, what: course }) : count,
      place: placeName(translator, place),
    });
  const query = values.q ? `“${values.q}”` : null;
  const what = course && query ? t("centres.near", { course, place: query }) : (course ?? query);
  const counted = what ? t("centres.forWhat", { count, what }) : count;
  return values.near ? t("centres.nearestFirst", { count: counted }) : counted;
}
