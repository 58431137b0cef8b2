/** A count as India writes it (3,000; 1,20,000), for every list's "N results" and page links. Browser-safe. */
// One formatter for every count: toLocaleString built a new one per call (a page of cards formats dozens).
const INDIAN_GROUPING = new Intl.NumberFormat("en-IN");
export const formatCount = (value: number) => INDIAN_GROUPING.format(value);

/** A count that stopped at `value` when there were more (a search's): "1,000+". */
export const formatTotal = (value: number, capped = false) => `${formatCount(value)}${capped ? "+" : ""}`;
