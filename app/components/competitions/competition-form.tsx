import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { useState, type FormEvent } from "react";
import { FormAlert, inputClass, LabeledField } from "~/components/form-fields";
import { ImageField, useImageVariants } from "~/components/image-variants";
import { Modal } from "~/components/modal";
import { TextListEditor } from "~/components/text-list-editor";
import { useToast } from "~/components/toast";
import { useActionFetcher } from "~/components/use-action-result";
import { COMPETITION_CATEGORIES, COMPETITION_TYPES } from "~/lib/enums";
import {
  competitionSchema,
  countWords,
  DESCRIPTION_MAX_WORDS,
  MAX_PRIZES,
  normalizePrizes,
  PRIZE_MAX_LENGTH,
  REQUIRED_COMPETITION_FIELDS,
  REQUIRED_FIELDS_MESSAGE,
} from "~/validation/competitions";
import { CATEGORY_LABELS, TYPE_LABELS } from "./display";
import type { Competition, CompetitionActionData } from "./types";
import { Button } from "~/components/ui/button";
import { RegistrationFields } from "./registration-fields";

/** "Add New Competition" (no competition) or "Edit Competition" (prefilled) in a dialog. */
export function CompetitionFormDialog({
  open,
  competition,
  onClose,
}: {
  open: boolean;
  competition: Competition | null;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={competition ? "Edit Competition" : "Add New Competition"}>
      {/* Keyed so each opening starts from the competition's current values. */}
      <CompetitionForm key={competition?.id ?? "new"} competition={competition} onDone={onClose} />
    </Modal>
  );
}

function CompetitionForm({ competition, onDone }: { competition: Competition | null; onDone: () => void }) {
  const toast = useToast();
  const editing = competition !== null;
  const action = editing ? `/competitions?intent=update&id=${encodeURIComponent(competition.id)}` : "/competitions?intent=create";
  const image = useImageVariants();
  const failure = editing ? "Failed to update competition" : "Failed to create competition";
  // Close and say so, or say what failed (the fields show the details).
  const fetcher = useActionFetcher<CompetitionActionData>({
    successTitle: "Success",
    onSuccess: onDone,
    describeError: (result) => (result.message === REQUIRED_FIELDS_MESSAGE ? REQUIRED_FIELDS_MESSAGE : failure),
  });
  const busy = fetcher.busy;
  const [form, fields] = useForm({
    id: editing ? `edit-competition-${competition.id}` : "new-competition",
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(competitionSchema),
    defaultValue: competition
      ? {
          title: competition.title,
          description: competition.description,
          date: competition.date,
          location: competition.location,
          participants: String(competition.participants),
          category: competition.category,
          type: competition.type,
          buttonUrl: competition.buttonUrl ?? "",
          registrationDeadline: competition.registrationDeadline ?? "",
          entryFee: String(competition.entryFee),
          capacity: competition.capacity === null ? "" : String(competition.capacity),
          reportingTime: competition.reportingTime ?? "",
          course: competition.course ?? "",
        }
      : { participants: "0", category: "upcoming", type: "state", entryFee: "0" },
  });

  const [words, setWords] = useState(() => countWords(competition?.description ?? ""));
  const [prizes, setPrizes] = useState<string[]>(() => competition?.prizes ?? []);

  const { onSubmit: conformSubmit, ...formProps } = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    // Participants: what was typed, read as a whole number (0 if it is not one).
    const participants = element.elements.namedItem("participants") as HTMLInputElement | null;
    if (participants) participants.value = String(Math.max(0, Number.parseInt(participants.value, 10) || 0));
    const data = new FormData(element);
    // Conform checks a field on blur by submitting with its own "__intent__" button: only the
    // admin's own submit says what is missing.
    const byConform = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "__intent__";
    if (!byConform && REQUIRED_COMPETITION_FIELDS.some((name) => !String(data.get(name) ?? "").trim())) {
      toast({ title: "Error", description: REQUIRED_FIELDS_MESSAGE, variant: "error" });
    }
    conformSubmit(event);
  }

  return (
    <fetcher.Form method="post" action={action} encType="multipart/form-data" {...formProps} onSubmit={onSubmit} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <LabeledField field={fields.title} label="Title" required>
        <input {...getInputProps(fields.title, { type: "text" })} className={inputClass} autoComplete="off" />
      </LabeledField>
      <LabeledField
        field={fields.description}
        label="Description"
        required
        hint={
          <span
            id={`${fields.description.id}-count`}
            className={words > DESCRIPTION_MAX_WORDS ? "font-semibold text-red-700" : "text-slate-600"}
          >
            {words}/{DESCRIPTION_MAX_WORDS} words
          </span>
        }
      >
        <textarea
          {...getTextareaProps(fields.description)}
          aria-describedby={[fields.description.errors ? fields.description.errorId : null, `${fields.description.id}-count`]
            .filter(Boolean)
            .join(" ")}
          rows={4}
          onInput={(event) => setWords(countWords(event.currentTarget.value))}
          className={inputClass}
        />
      </LabeledField>
      <ImageField
        field={fields.imageUrl}
        label={editing && competition.imageUrl ? "Image (choose a file to replace the current one)" : "Image"}
        variants={image}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.date} label="Date" required>
          <input {...getInputProps(fields.date, { type: "date" })} className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.participants} label="Participants">
          <input {...getInputProps(fields.participants, { type: "text" })} inputMode="numeric" className={inputClass} />
        </LabeledField>
      </div>
      <LabeledField field={fields.location} label="Location" required>
        <input {...getInputProps(fields.location, { type: "text" })} className={inputClass} />
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.category} label="Category">
          <select {...getSelectProps(fields.category)} className={inputClass}>
            {COMPETITION_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </LabeledField>
        <LabeledField field={fields.type} label="Type">
          <select {...getSelectProps(fields.type)} className={inputClass}>
            {COMPETITION_TYPES.map((value) => (
              <option key={value} value={value}>
                {TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <TextListEditor
        legend="Prizes"
        name="prizes"
        inputId="competition-prize"
        inputLabel="New prize"
        placeholder="e.g. Gold medal"
        maxLength={PRIZE_MAX_LENGTH}
        maxItems={MAX_PRIZES}
        items={prizes}
        onChange={setPrizes}
        normalize={normalizePrizes}
        listLabel="Prizes"
        removeLabel={(prize) => `Remove prize ${prize}`}
        emptyText="No prizes added yet."
        chipClassName="bg-amber-100 text-amber-900"
        removeClassName="hover:bg-amber-200"
        errors={fields.prizes.errors}
        errorId={fields.prizes.errorId}
      />
      <LabeledField field={fields.buttonUrl} label="Button URL">
        <input {...getInputProps(fields.buttonUrl, { type: "url" })} placeholder="https://" className={inputClass} />
      </LabeledField>
      <RegistrationFields fields={fields} initialLevels={competition?.levels ?? []} />
      <div className="flex justify-end gap-3 pt-2">
        <Button type="button" onClick={onDone} variant="outline">
          Cancel
        </Button>
        <Button type="submit" disabled={busy || image.preparing}>
          {busy ? "Saving..." : editing ? "Update Competition" : "Create Competition"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
