// A tel: link, apart from lib/indian-phones.ts (its numbering plan's tables): every page's footer
// needs only this, and the home page's JavaScript stays within its budget.

/** A tel: link for a number as stored or typed. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
