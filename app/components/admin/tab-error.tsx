import { Link, useRouteError } from "@remix-run/react";
import { errorPanelText } from "~/components/error-panel";
import { useT } from "~/i18n/i18n-context";
import { ADMIN_TAB_LABELS, adminTabPath, type AdminTab } from "./types";

/**
 * A tab that could not be shown (a mistyped filter in its address, the database away): the
 * dashboard's header and tabs stay, so the admin can go on to another tab or open this one afresh.
 */
export function AdminTabError({ tab }: { tab: AdminTab }) {
  const { title, detail } = errorPanelText(useRouteError(), useT().t);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <h3 className="text-xl font-bold text-brand-900">{title}</h3>
      <p className="text-slate-700">{detail}</p>
      <Link to={adminTabPath(tab)} className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Open {ADMIN_TAB_LABELS[tab]} again
      </Link>
    </div>
  );
}

/** Each tab route's ErrorBoundary. */
export const adminTabErrorBoundary = (tab: AdminTab) =>
  function AdminTabErrorBoundary() {
    return <AdminTabError tab={tab} />;
  };
