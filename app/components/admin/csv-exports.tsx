import { useId, useState } from "react";
import { inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { isCalendarDate } from "~/validation/fields";
import { MAX_RANGE_DAYS, PRESET_LABELS, presetRange, RANGE_PRESETS, rangeDays, type RangePreset } from "~/lib/date-ranges";

const EXPORTS_PATH = "/admin/exports";
const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50";

/** Why this range cannot be exported, or null when it can (the server says the same, naming the parameter). */
function rangeProblem(from: string, to: string): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return "Choose both days of the range.";
  if (to < from) return "The last day must be the same as the first day or later.";
  if (rangeDays({ from, to }) > MAX_RANGE_DAYS)
    return `A range may cover at most ${MAX_RANGE_DAYS} days: download a longer period in parts.`;
  return null;
}

/**
 * The accountant's files, as downloads: the sales register for a range (presets, or any two days)
 * and the users and contact messages. Without JavaScript, this month's register still downloads.
 */
export function CsvExports({ today }: { today: string }) {
  const [preset, setPreset] = useState<RangePreset | "custom">("this-month");
  const [range, setRange] = useState(() => presetRange("this-month", today));
  const name = useId();
  const problem = rangeProblem(range.from, range.to);
  const choose = (value: RangePreset | "custom") => {
    setPreset(value);
    if (value !== "custom") setRange(presetRange(value, today));
  };
  const edit = (part: "from" | "to", value: string) => {
    setPreset("custom");
    setRange((current) => ({ ...current, [part]: value }));
  };

  return (
    <section aria-labelledby={`${name}-heading`} className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div>
        <h3 id={`${name}-heading`} className="text-lg font-bold text-brand-900">
          Exports for the accountant
        </h3>
        <p className="text-sm text-slate-600">CSV files that open in Excel or Google Sheets. Days are in Indian time.</p>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">
          Sales register (your own book, not a return): one row per invoice line, for the period
        </legend>
        <div className="flex flex-wrap gap-2">
          {[...RANGE_PRESETS, "custom" as const].map((value) => (
            <label
              key={value}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
            >
              <input type="radio" name={`${name}-preset`} value={value} checked={preset === value} onChange={() => choose(value)} />
              {value === "custom" ? "Custom" : PRESET_LABELS[value]}
            </label>
          ))}
        </div>
        <div className="grid max-w-md gap-3 sm:grid-cols-2">
          <label className="block text-sm font-semibold text-slate-800">
            First day
            <input type="date" value={range.from} onChange={(event) => edit("from", event.target.value)} className={`${inputClass} mt-1`} />
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            Last day
            <input type="date" value={range.to} onChange={(event) => edit("to", event.target.value)} className={`${inputClass} mt-1`} />
          </label>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        {problem ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        ) : (
          <a href={`${EXPORTS_PATH}/sales.csv?${new URLSearchParams(range)}`} download className={linkClass}>
            <Icon name="file-text" className="size-4" />
            Sales register (CSV)
          </a>
        )}
        <a href={`${EXPORTS_PATH}/users.csv`} download className={linkClass}>
          <Icon name="users" className="size-4" />
          Users (CSV)
        </a>
        <a href={`${EXPORTS_PATH}/messages.csv`} download className={linkClass}>
          <Icon name="inbox" className="size-4" />
          Contact messages (CSV)
        </a>
      </div>
    </section>
  );
}
