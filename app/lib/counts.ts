/** A count as India writes it (3,000; 1,20,000), for every list's "N results" and page links. Browser-safe. */
// One formatter per locale for every count: toLocaleString built a new one per call (a page of cards formats dozens).
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(tag: string) {
  let formatter = formatters.get(tag);
  if (!formatter) formatters.set(tag, (formatter = new Intl.NumberFormat(tag)));
  return formatter;
}

/** `tag`: the page's locale (i18n/locales.ts): Marathi writes १,००,०००, Hindi and English 1,00,000. */
export const formatCount = (value: number, tag = "en-IN") => formatterFor(tag).format(value);

const plainFormatters = new Map<string, Intl.NumberFormat>();
/** A number without grouping (a year, a day of the month) in the locale's digits: २०२६. */
export function formatDigits(value: number, tag = "en-IN") {
  let formatter = plainFormatters.get(tag);
  if (!formatter) plainFormatters.set(tag, (formatter = new Intl.NumberFormat(tag, { useGrouping: false })));
  return formatter.format(value);
}

/** A count that stopped at `value` when there were more (a search's): "1,000+". */
export const formatTotal = (value: number, capped = false, tag = "en-IN") => `${formatCount(value, tag)}${capped ? "+" : ""}`;

/** "1 entry", "3 entries", "1,200 likes": a count with its noun, singular for one. */
export const plural = (count: number, one: string, many = `${one}s`) => `${formatCount(count)} ${count === 1 ? one : many}`;
