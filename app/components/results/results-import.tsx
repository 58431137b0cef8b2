import { useRef } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";

/** What the import asks for: a competition's results (score, rank, award) or a level exam's marks. */
const COPY = {
  results: {
    intent: "importResults",
    heading: "Import results from a CSV",
    fill: "Fill in Score, Rank (within the level) and Award (gold, silver, bronze, merit or participation). Leave a row blank for no result yet.",
    file: "Results file (CSV)",
    button: "Import results",
    done: "Results imported",
  },
  marks: {
    intent: "importMarks",
    heading: "Import marks from a CSV",
    fill: "Fill in Marks (out of 100) for each student who sat the exam. Leave a row blank for a student without marks yet.",
    file: "Marks file (CSV)",
    button: "Import marks",
    done: "Marks imported",
  },
} as const;

/** Results from a spreadsheet: the template (every entry, with its roll number), then the filled-in file. Every bad row is listed by line. */
export function ResultsImport({ action, templateUrl, of = "results" }: { action: string; templateUrl: string; of?: keyof typeof COPY }) {
  const copy = COPY[of];
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useActionFetcher({
    successTitle: copy.done,
    errorTitle: "Nothing was imported",
    errorsInForm: true,
    onSuccess: () => form.current?.reset(),
  });
  const problems = fetcher.result && !fetcher.result.ok ? (fetcher.result.errors?.csv ?? []) : [];
  return (
    <section aria-labelledby={`import-${of}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`import-${of}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon name="upload" className="size-5 text-brand-700" /> {copy.heading}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          <a href={templateUrl} download className="font-semibold text-brand-700 hover:underline">
            Download the template
          </a>
          : every entry with its roll number.
        </li>
        <li>{copy.fill}</li>
        <li>Upload it. If any row has a problem, nothing is saved and each problem is listed by line.</li>
      </ol>
      <fetcher.Form
        ref={form}
        method="post"
        action={action}
        encType="multipart/form-data"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value={copy.intent} />
        <label className="block flex-1 text-sm font-semibold text-slate-800">
          {copy.file}
          <input
            name="csv"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby={problems.length ? "import-problems" : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-800"
          />
        </label>
        <Button type="submit" disabled={fetcher.busy}>
          <Icon name="upload" className="size-4" /> {fetcher.busy ? "Importing…" : copy.button}
        </Button>
      </fetcher.Form>
      {problems.length ? (
        <div id="import-problems" role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-bold">{fetcher.result?.message}</p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
