import type { MetaFunction } from "@remix-run/cloudflare";
import { SITE_NAME } from "~/lib/site";
import { ADMIN_TAB_LABELS, type AdminTab } from "./types";

/**
 * A tab's page title names the tab, so each tab reads as its own page (history, screen readers); its
 * other tags are the dashboard's (a leaf's meta replaces every parent's, and the site's layouts
 * carry a description of their own: one description a document).
 */
export const adminTabMeta =
  (tab: AdminTab): MetaFunction =>
  ({ matches }) => [
    ...(matches.find((match) => match.id === "routes/_site.admin")?.meta ?? []).filter((tag) => !("title" in tag)),
    { title: `${ADMIN_TAB_LABELS[tab]} | Admin Dashboard | ${SITE_NAME}` },
  ];
