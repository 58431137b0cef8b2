import { around, knownText, type Translator } from "../i18n/translate";
import { formatPhone } from "../lib/indian-phones";

// What the sign-up page says once an account is asked for, in the page's language. Made here and
// sent with the action's answer, not with the page: only the sentences that apply reach it (the page
// never carries the WhatsApp promise to an applicant it does not apply to).

/** `translator`: the page's, with "registered" and "formResults"; `message`: the service's thanks. */
export function registeredWords(
  translator: Translator,
  { message, email, approvalToldOn }: { message: string; email: string; approvalToldOn: string | null },
) {
  const { t } = translator;
  // Around the email, as the sentence puts it: the page shows the three parts as they are.
  const [before, after] = around(translator, "registered.signIn", "with");
  return {
    message: knownText(translator, "formResults", message),
    title: t("registered.title"),
    subtitle: t("registered.subtitle"),
    next: t("registered.next"),
    check: t("registered.check"),
    approval: approvalToldOn ? t("registered.toldOn", { phone: formatPhone(approvalToldOn) }) : t("registered.notTold"),
    signIn: [before, email ? t("registered.signInWith", { email }) : "", after] as const,
  };
}
export type RegisteredWords = ReturnType<typeof registeredWords>;
