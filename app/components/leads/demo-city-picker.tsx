import { useT } from "~/i18n/i18n-context";
import { Form, useSubmit } from "@remix-run/react";
import { inputClass } from "~/components/form-fields";
import { BOOK_DEMO_PATH } from "./demo-booking-form";

export type BookableCity = { city: string; count: number };

/**
 * A big network's first step on /book-demo: the parent's city, whose centres the booking form then
 * lists. A GET form: with JavaScript the list follows the choice at once; without, "Show centres".
 */
export function DemoCityPicker({ cities, city, course }: { cities: BookableCity[]; city: string | null; course?: string }) {
  const submit = useSubmit();
  const { t } = useT();
  return (
    <Form
      method="get"
      action={BOOK_DEMO_PATH}
      preventScrollReset
      className="mb-5 flex flex-wrap items-end gap-3 rounded-xl bg-slate-50 p-4"
    >
      {course ? <input type="hidden" name="course" value={course} /> : null}
      <label className="min-w-0 flex-1 space-y-1.5 font-semibold text-slate-800">
        <span className="block">{t("demo.city")}</span>
        <select
          name="city"
          defaultValue={city ?? ""}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
          className={`${inputClass} font-normal`}
        >
          <option value="">{t("demo.chooseCity")}</option>
          {cities.map((option) => (
            <option key={option.city} value={option.city}>
              {t("demo.cityCount", { city: option.city, count: option.count })}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="btn btn-md btn-outline">
          {t("demo.showCentres")}
        </button>
      </noscript>
    </Form>
  );
}
