import { AWARDS } from "~/lib/enums";
import { inputClass } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import type { EntryResult } from "~/services/results.server";
import { AWARD_LABELS } from "./award-format";
import { AwardBadge } from "./award-badge";
import { EntryRowHeading } from "~/components/results/entry-row-heading";

// The site's field, 40 px high to fit a row (utilities win over the component class).
const small = `${inputClass} h-10 px-2.5 py-0`;

/** One entry's result, typed by hand: score, rank within the level and award, saved on its own. */
export function ResultRowForm({ entry, action }: { entry: EntryResult; action: string }) {
  const fetcher = useActionFetcher({ successTitle: "Result saved", errorTitle: "Could not save the result" });
  const errors = fetcher.result && !fetcher.result.ok ? fetcher.result.errors : undefined;
  const label = `${entry.studentName} (roll ${entry.rollNumber})`;
  return (
    <li className="grid gap-3 px-4 py-3 sm:px-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-center">
      <EntryRowHeading entry={entry} badge={entry.award ? <AwardBadge award={entry.award} /> : null} detail={<>{entry.centreName}</>} />
      <fetcher.Form method="post" action={action} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[5rem_5rem_minmax(0,1fr)_auto]">
        <input type="hidden" name="intent" value="saveResult" />
        <input type="hidden" name="rollNumber" value={entry.rollNumber} />
        <label className="text-xs font-semibold text-slate-700">
          Score
          <input
            name="score"
            inputMode="decimal"
            defaultValue={entry.score ?? ""}
            aria-label={`Score of ${label}`}
            aria-invalid={errors?.score ? true : undefined}
            className={`${small} mt-0.5`}
          />
        </label>
        <label className="text-xs font-semibold text-slate-700">
          Rank
          <input
            name="rank"
            inputMode="numeric"
            defaultValue={entry.rank ?? ""}
            aria-label={`Rank of ${label}`}
            aria-invalid={errors?.rank ? true : undefined}
            className={`${small} mt-0.5`}
          />
        </label>
        <label className="text-xs font-semibold text-slate-700">
          Award
          <select
            name="award"
            required
            defaultValue={entry.award ?? ""}
            aria-label={`Award of ${label}`}
            aria-invalid={errors?.award ? true : undefined}
            className={`${small} mt-0.5`}
          >
            <option value="" disabled>
              Choose…
            </option>
            {AWARDS.map((award) => (
              <option key={award} value={award}>
                {AWARD_LABELS[award]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.busy} className="h-10">
          Save<span className="sr-only"> the result of {label}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}
