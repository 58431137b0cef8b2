import { getFormProps, useForm } from "@conform-to/react";
import { FormAlert } from "~/components/form-fields";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { useT } from "~/i18n/i18n-context";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { knownText } from "~/i18n/translate";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import { parentLanguageSchema } from "~/validation/parents";

/** The language our WhatsApp messages reach the parent in: each language's name as its readers write it. */
export function MessageLanguage({ language }: { language: Locale }) {
  const translator = useT();
  const { t } = translator;
  const fetcher = useActionFetcher({ errorTitle: knownText(translator, "formErrors", "Could not save your language"), errorsInForm: true });
  const [form, fields] = useForm({
    id: "message-language",
    lastResult: fetcher.lastResult,
    ...schemaChecks(parentLanguageSchema),
    defaultValue: { language },
  });
  return (
    <section
      aria-labelledby="message-language-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="message-language-heading" className="text-xl font-bold text-brand-900">
        {t("parents.language.heading")}
      </h2>
      <p className="text-sm text-slate-700">{t("parents.language.intro")}</p>
      <fetcher.Form method="post" action={PARENTS_PAGE} {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="language" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <fieldset>
          <legend className="sr-only">{t("parents.language.legend")}</legend>
          <div className="flex flex-wrap gap-2">
            {LOCALES.map((code) => (
              <label
                key={code}
                lang={code}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={fields.language.name}
                  value={code}
                  defaultChecked={code === language}
                  className="size-4 accent-brand-700"
                />
                {LOCALE_NAMES[code]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="outline" disabled={fetcher.busy}>
          {t("parents.language.save")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
