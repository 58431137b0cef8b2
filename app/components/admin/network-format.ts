// How the network tab writes its figures.

export const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
/** A rate as a whole percentage, or "None yet" when nothing was counted. */
export const percent = (rate: number | null) => (rate === null ? "None yet" : `${Math.round(rate)}%`);
