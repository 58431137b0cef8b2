/** A count as India writes it (3,000; 1,20,000), for every list's "N results" and page links. Browser-safe. */
export const formatCount = (value: number) => value.toLocaleString("en-IN");
