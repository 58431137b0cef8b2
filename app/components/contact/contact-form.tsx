import { knownText } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import { FormAlert, SubmitButton, TextAreaField, TextField } from "~/components/form-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import type { ActionResult } from "~/lib/action-result";
import { contactMessageSchema } from "~/validation/contact";

/** The contact page's message form; it posts to the page action and resets once sent. */
export function ContactForm({ result }: { result: ActionResult | undefined }) {
  const { form, fields, busy } = useSchemaForm({
    id: "contact",
    schema: contactMessageSchema,
    action: "/contact",
    result,
    resetOnSuccess: true,
  });
  const translator = useT();
  const { t } = translator;
  const sentMessage = result?.ok ? knownText(translator, "formResults", result.message) : null;
  // On a phone the form is taller than the screen: after sending, the confirmation would sit above the
  // visible area. Bring it into view and move focus there, so a screen reader announces it too.
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const sent = sentRef.current;
    if (!sent) return;
    sent.focus({ preventScroll: true });
    sent.scrollIntoView({ block: "center", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [result]);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      {sentMessage ? (
        <p
          ref={sentRef}
          role="status"
          tabIndex={-1}
          className="flex scroll-mt-24 items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 font-medium text-emerald-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        >
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
          {sentMessage}
        </p>
      ) : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.name} label={t("contact.name")} autoComplete="name" />
        <TextField field={fields.email} label={t("contact.email")} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={t("contact.phone")} type="tel" inputMode="tel" autoComplete="tel" />
        <TextField
          field={fields.area}
          label={t("contact.area")}
          hint={t("contact.optional")}
          autoComplete="address-level2"
          placeholder={t("contact.areaPlaceholder")}
        />
      </div>
      <TextField field={fields.subject} label={t("contact.subject")} autoComplete="off" />
      <TextAreaField field={fields.message} label={t("contact.message")} />
      <SubmitButton busy={busy} label={t("contact.submit")} busyLabel={t("contact.busy")} />
    </Form>
  );
}
