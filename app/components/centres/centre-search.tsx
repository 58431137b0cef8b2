import { useT } from "~/i18n/i18n-context";
import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { COURSES, type Course } from "~/lib/enums";

export type CentreSearchValues = { q: string; course: Course | null; near: string | null };

const inputClass =
  "min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * The finder's search: a plain GET form (works without JavaScript) with one box for city, area or
 * PIN code and a course; with JavaScript, "Use my location" too, which asks for the position only
 * when pressed and reloads the list from there (?near=), so the server sorts it and shows distances.
 */
export function CentreSearch({ values }: { values: CentreSearchValues }) {
  const { t } = useT();
  return (
    <Form
      method="get"
      action="/centres"
      role="search"
      aria-label={t("centres.search.label")}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-[1fr_16rem_auto] md:items-end">
        <div>
          <label htmlFor="centre-q" className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t("centres.search.q")}
          </label>
          <input
            id="centre-q"
            name="q"
            type="search"
            defaultValue={values.q}
            placeholder={t("centres.search.placeholder")}
            maxLength={100}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="centre-course" className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t("centres.search.course")}
          </label>
          <select id="centre-course" name="course" defaultValue={values.course ?? ""} className={inputClass}>
            <option value="">{t("centres.search.allCourses")}</option>
            {COURSES.map((course) => (
              <option key={course} value={course}>
                {t(`shell.course.${course}`)}
              </option>
            ))}
          </select>
        </div>
        {values.near ? <input type="hidden" name="near" value={values.near} /> : null}
        <Button type="submit" size="lg" className="min-h-12">
          <Icon name="search" className="size-5" />
          {t("centres.search.submit")}
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <UseMyLocation course={values.course} />
        {values.near ? (
          <p className="flex flex-wrap items-center gap-x-3 text-slate-700">
            <span className="font-semibold">{t("centres.search.sorted")}</span>
            <Link to={clearedLocation(values)} className="font-semibold text-brand-700 underline">
              {t("centres.search.stop")}
            </Link>
          </p>
        ) : null}
      </div>
    </Form>
  );
}

function clearedLocation({ q, course }: CentreSearchValues) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (course) params.set("course", course);
  const query = params.toString();
  return query ? `/centres?${query}` : "/centres";
}

type LocationState = "idle" | "asking" | "refused" | "unavailable";
const LOCATION_TROUBLE = { refused: "centres.search.refused", unavailable: "centres.search.unavailable" } as const;

/** Shown only once the page's script runs (a button that needs it); asks for the position only when pressed. */
function UseMyLocation({ course }: { course: Course | null }) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<LocationState>("idle");
  const { t } = useT();
  useEffect(() => {
    setReady(!!navigator.geolocation); // eslint-disable-line react-hooks/set-state-in-effect -- the button needs the page's script and the browser's geolocation
  }, []);
  if (!ready) return null;
  const locate = () => {
    setState("asking");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const params = new URLSearchParams({ near: `${coords.latitude.toFixed(4)},${coords.longitude.toFixed(4)}` });
        if (course) params.set("course", course);
        setState("idle");
        navigate(`/centres?${params}`, { preventScrollReset: true });
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? "refused" : "unavailable"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return (
    <>
      <Button variant="brandOutline" size="sm" onClick={locate} disabled={state === "asking"}>
        <Icon name="locate-fixed" className="size-4" />
        {t(state === "asking" ? "centres.search.finding" : "centres.search.useLocation")}
      </Button>
      <p role="status" className="text-slate-700">
        {state === "refused" || state === "unavailable" ? t(LOCATION_TROUBLE[state]) : ""}
      </p>
    </>
  );
}
