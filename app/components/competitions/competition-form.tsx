import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { Plus, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { FieldError, FormAlert } from "~/components/form-fields";
import { Modal } from "~/components/modal";
import { useToast } from "~/components/toast";
import { COMPETITION_CATEGORIES, COMPETITION_TYPES } from "~/db/schema";
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

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/** "Add New Competition" (no competition) or "Edit Competition" (prefilled) in a dialog. */
export function CompetitionFormDialog({ open, competition, onClose }: { open: boolean; competition: Competition | null; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={competition ? "Edit Competition" : "Add New Competition"}>
      {/* Keyed so each opening starts from the competition's current values. */}
      <CompetitionForm key={competition?.id ?? "new"} competition={competition} onDone={onClose} />
    </Modal>
  );
}

function CompetitionForm({ competition, onDone }: { competition: Competition | null; onDone: () => void }) {
  const fetcher = useFetcher<CompetitionActionData>();
  const toast = useToast();
  const editing = competition !== null;
  const action = editing ? `/competitions?intent=update&id=${encodeURIComponent(competition.id)}` : "/competitions?intent=create";
  const busy = fetcher.state !== "idle";
  const failure = editing ? "Failed to update competition" : "Failed to create competition";

  const [form, fields] = useForm({
    id: editing ? `edit-competition-${competition.id}` : "new-competition",
    lastResult: fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.result : null,
    constraint: getZodConstraint(competitionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: competitionSchema }),
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
        }
      : { participants: "0", category: "upcoming", type: "state" },
  });

  const [words, setWords] = useState(() => countWords(competition?.description ?? ""));
  const [prizes, setPrizes] = useState<string[]>(() => competition?.prizes ?? []);

  // Answer of the page action: close and say so, or say what failed (the fields show the details).
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) {
      toast({ title: "Success", description: fetcher.data.message, variant: "success" });
      onDone();
    } else {
      toast({ title: "Error", description: fetcher.data.message === REQUIRED_FIELDS_MESSAGE ? REQUIRED_FIELDS_MESSAGE : failure, variant: "error" });
    }
  }, [fetcher.state, fetcher.data, toast, onDone, failure]);

  const { onSubmit: conformSubmit, ...formProps } = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    // Participants: what was typed, read as a whole number (0 if it is not one).
    const participants = element.elements.namedItem("participants") as HTMLInputElement | null;
    if (participants) participants.value = String(Math.max(0, Number.parseInt(participants.value, 10) || 0));
    const data = new FormData(element);
    if (REQUIRED_COMPETITION_FIELDS.some((name) => !String(data.get(name) ?? "").trim())) {
      toast({ title: "Error", description: REQUIRED_FIELDS_MESSAGE, variant: "error" });
    }
    conformSubmit(event);
  }

  return (
    <fetcher.Form method="post" action={action} encType="multipart/form-data" {...formProps} onSubmit={onSubmit} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field field={fields.title} label="Title" required>
        <input {...getInputProps(fields.title, { type: "text" })} className={inputClass} autoComplete="off" />
      </Field>
      <Field
        field={fields.description}
        label="Description"
        required
        hint={
          <span id={`${fields.description.id}-count`} className={words > DESCRIPTION_MAX_WORDS ? "font-semibold text-red-700" : "text-slate-600"}>
            {words}/{DESCRIPTION_MAX_WORDS} words
          </span>
        }
      >
        <textarea
          {...getTextareaProps(fields.description)}
          aria-describedby={[fields.description.errors ? fields.description.errorId : null, `${fields.description.id}-count`].filter(Boolean).join(" ")}
          rows={4}
          onInput={(event) => setWords(countWords(event.currentTarget.value))}
          className={inputClass}
        />
      </Field>
      <Field field={fields.imageUrl} label={editing && competition.imageUrl ? "Image (choose a file to replace the current one)" : "Image"}>
        <input
          {...getInputProps(fields.imageUrl, { type: "file" })}
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.date} label="Date" required>
          <input {...getInputProps(fields.date, { type: "date" })} className={inputClass} />
        </Field>
        <Field field={fields.participants} label="Participants">
          <input {...getInputProps(fields.participants, { type: "text" })} inputMode="numeric" className={inputClass} />
        </Field>
      </div>
      <Field field={fields.location} label="Location" required>
        <input {...getInputProps(fields.location, { type: "text" })} className={inputClass} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.category} label="Category">
          <select {...getSelectProps(fields.category)} className={inputClass}>
            {COMPETITION_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field field={fields.type} label="Type">
          <select {...getSelectProps(fields.type)} className={inputClass}>
            {COMPETITION_TYPES.map((value) => (
              <option key={value} value={value}>
                {TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <PrizesEditor prizes={prizes} onChange={setPrizes} errors={fields.prizes.errors} errorId={fields.prizes.errorId} />
      <Field field={fields.buttonUrl} label="Button URL">
        <input {...getInputProps(fields.buttonUrl, { type: "url" })} placeholder="https://" className={inputClass} />
      </Field>
      <div className="flex justify-end gap-3 pt-2">
        <button type="button" onClick={onDone} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100">
          Cancel
        </button>
        <button type="submit" disabled={busy} className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80">
          {busy ? "Saving..." : editing ? "Update Competition" : "Create Competition"}
        </button>
      </div>
    </fetcher.Form>
  );
}

function Field({ field, label, required, hint, children }: { field: FieldMetadata<unknown>; label: string; required?: boolean; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
          {label}
          {required ? <span className="text-red-700"> *</span> : null}
        </label>
        {hint ? <span className="text-xs">{hint}</span> : null}
      </div>
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Prizes: typed one at a time (the Add button or Enter); blanks and repeats are ignored. */
function PrizesEditor({ prizes, onChange, errors, errorId }: { prizes: string[]; onChange: (next: string[]) => void; errors?: string[]; errorId: string }) {
  const [draft, setDraft] = useState("");
  const add = () => {
    const next = normalizePrizes([...prizes, draft]);
    if (next.length <= MAX_PRIZES) onChange(next);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">Prizes</legend>
      {prizes.map((prize) => (
        <input key={prize} type="hidden" name="prizes" value={prize} />
      ))}
      <div className="flex gap-2">
        <label htmlFor="competition-prize" className="sr-only">
          New prize
        </label>
        <input
          id="competition-prize"
          type="text"
          value={draft}
          maxLength={PRIZE_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="e.g. Gold medal"
          className={inputClass}
        />
        <button type="button" onClick={add} className="inline-flex items-center gap-1 rounded-lg bg-brand-50 px-4 font-semibold text-brand-700 hover:bg-brand-100">
          <Plus aria-hidden="true" className="size-4" /> Add
        </button>
      </div>
      {prizes.length ? (
        <ul aria-label="Prizes" className="flex flex-wrap gap-2">
          {prizes.map((prize) => (
            <li key={prize} className="inline-flex items-center gap-1 rounded-full bg-amber-100 py-1 pl-3 pr-1 text-sm font-medium text-amber-900">
              {prize}
              <button
                type="button"
                onClick={() => onChange(prizes.filter((p) => p !== prize))}
                aria-label={`Remove prize ${prize}`}
                className="rounded-full p-1 hover:bg-amber-200"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No prizes added yet.</p>
      )}
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}
