import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { FieldError, FormAlert, SubmitButton } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { formatIndiaDay } from "~/lib/dates";
import { FRANCHISE_BROCHURE_PATH, fileSizeText } from "~/lib/franchise-brochure";
import type { FranchiseBrochure } from "~/lib/site";
import { uploadBrochureFormSchema } from "~/validation/franchise-brochure";
import { adminTabPath, type AdminActionData } from "../types";

const ACTION = adminTabPath("settings");

/** The PDF /franchise offers to download: the one uploaded (to open or take down), and a form to upload a new one in its place. */
export function FranchiseBrochureForm({ brochure }: { brochure: FranchiseBrochure | null }) {
  const upload = useActionFetcher<AdminActionData>({
    errorTitle: "Error uploading the brochure",
    errorsInForm: true,
    resetOnSuccess: true,
  });
  const remove = useActionFetcher<AdminActionData>({ errorTitle: "Error removing the brochure" });
  const [form, fields] = useForm({
    id: "settings-brochure",
    lastResult: upload.lastResult,
    ...schemaChecks(uploadBrochureFormSchema),
  });
  return (
    <section aria-labelledby="settings-brochure-heading" className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div>
        <h3 id="settings-brochure-heading" className="text-lg font-bold text-brand-900">
          Franchise brochure
        </h3>
        <p className="text-sm text-slate-600">A PDF of at most 10 MB. The franchise page offers it to download, with its size.</p>
      </div>
      {brochure ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          <a
            href={FRANCHISE_BROCHURE_PATH}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
          >
            <Icon name="file-text" className="size-4" /> Current brochure<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <span className="text-slate-600">{`PDF, ${fileSizeText(brochure.bytes)}, uploaded ${formatIndiaDay(brochure.uploadedAt)}`}</span>
          <remove.Form method="post" action={ACTION}>
            <input type="hidden" name="intent" value="removeBrochure" />
            <Button type="submit" variant="dangerOutline" size="sm" disabled={remove.busy}>
              <Icon name="trash-2" className="size-4" /> {remove.busy ? "Removing..." : "Remove Brochure"}
            </Button>
          </remove.Form>
        </div>
      ) : (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">No brochure is uploaded: the franchise page offers none.</p>
      )}
      <upload.Form method="post" action={ACTION} encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="uploadBrochure" />
        <div className="space-y-1">
          <label htmlFor={fields.brochure.id} className="block text-sm font-semibold text-slate-800">
            {brochure ? "New brochure (PDF), in place of the current one" : "Brochure (PDF)"}
          </label>
          <input
            {...getInputProps(fields.brochure, { type: "file" })}
            accept="application/pdf,.pdf"
            className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-800"
          />
          <FieldError id={fields.brochure.errorId} errors={fields.brochure.errors} />
        </div>
        <SubmitButton busy={upload.busy} label="Upload Brochure" busyLabel="Uploading..." />
      </upload.Form>
    </section>
  );
}
