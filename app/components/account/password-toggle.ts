import type { Translator } from "~/i18n/translate";

/** A password field's show/hide button's words in the page's language ("Show password"); needs "account". */
export function passwordToggle({ t }: Translator, label: string) {
  const field = label.toLowerCase();
  return { show: t("account.show", { field }), hide: t("account.hide", { field }) };
}
