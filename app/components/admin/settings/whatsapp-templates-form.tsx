import { getCollectionProps, getInputProps } from "@conform-to/react";
import { LOCALE_NAMES } from "~/i18n/locales";
import { TextField } from "~/components/form-fields";
import { translationsOf, WHATSAPP_TEMPLATE_KINDS, WHATSAPP_TEMPLATES, type WhatsAppTemplateSettings } from "~/lib/whatsapp-templates";
import { SettingsSection, useSettingsForm } from "./settings-form";

/**
 * The WhatsApp templates the site sends (lib/whatsapp-templates.ts): each under the name it was
 * approved with in WhatsApp Manager, and switched on or off; a parent's template also says which of
 * its translations are approved (a parent then gets it in their language). README gives the texts.
 */
export function WhatsAppTemplatesForm({ templates }: { templates: WhatsAppTemplateSettings }) {
  // A ticked box is "on" to the form, as the browser sends it.
  const values = Object.fromEntries(
    WHATSAPP_TEMPLATE_KINDS.map((kind) => [
      kind,
      { name: templates[kind].name, enabled: templates[kind].enabled ? "on" : "", translations: templates[kind].translations },
    ]),
  );
  const { fetcher, form, fields } = useSettingsForm("whatsappTemplates", { whatsappTemplates: values });
  const kinds = fields.whatsappTemplates.getFieldset();
  return (
    <SettingsSection
      part="whatsappTemplates"
      title="WhatsApp templates"
      description="WhatsApp delivers what the site starts only as templates approved in WhatsApp Manager. Give each the name it was approved under; a template switched off is not sent."
      form={form}
      fetcher={fetcher}
      saveLabel="Save Templates"
    >
      <ul className="space-y-4">
        {WHATSAPP_TEMPLATE_KINDS.map((kind) => {
          const template = kinds[kind].getFieldset();
          return (
            <li key={kind} className="rounded-lg border border-slate-200 p-3">
              <p className="text-sm font-semibold text-slate-800">{WHATSAPP_TEMPLATES[kind].label}</p>
              <p className="text-xs text-slate-600">
                {WHATSAPP_TEMPLATES[kind].category}; parameters: {WHATSAPP_TEMPLATES[kind].parameters.join(", ")}
              </p>
              <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
                <TextField field={template.name} label="Template name" autoComplete="off" />
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
                  <input
                    {...getInputProps(template.enabled, { type: "checkbox" })}
                    className="size-5 rounded border-slate-400 accent-brand-700"
                  />
                  Switched on
                </label>
              </div>
              {translationsOf(kind).length ? (
                <fieldset className="mt-2">
                  <legend className="text-sm font-semibold text-slate-800">Approved in English and</legend>
                  <div className="flex flex-wrap gap-x-5">
                    {getCollectionProps(template.translations, { type: "checkbox", options: translationsOf(kind) }).map(
                      ({ key, ...props }) => (
                        <label key={key} lang={props.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                          <input {...props} className="size-5 rounded border-slate-400 accent-brand-700" />
                          {LOCALE_NAMES[props.value as keyof typeof LOCALE_NAMES]}
                        </label>
                      ),
                    )}
                  </div>
                </fieldset>
              ) : null}
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}
