/** A count as India writes it (3,000; 1,20,000), for every list's "N results" and page links. Browser-safe. */
// One formatter for every count: toLocaleString built a new one per call (a page of cards formats dozens).
const INDIAN_GROUPING = new Intl.NumberFormat("en-IN");
export const formatCount = (value: number) => INDIAN_GROUPING.format(value);

/** A count that stopped at `value` when there were more (a search's): "1,000+". */
export const formatTotal = (value: number, capped = false) => `${formatCount(value)}${capped ? "+" : ""}`;

/** "1 entry", "3 entries", "1,200 likes": a count with its noun, singular for one. */
export const plural = (count: number, one: string, many = `${one}s`) => `${formatCount(count)} ${count === 1 ? one : many}`;
