/** A count as India writes it (3,000; 1,20,000), for every list's "N results" and page links. Browser-safe. */
export const formatCount = (value: number) => value.toLocaleString("en-IN");

/** A count that stopped at `value` when there were more (a search's): "1,000+". */
export const formatTotal = (value: number, capped = false) => `${formatCount(value)}${capped ? "+" : ""}`;
