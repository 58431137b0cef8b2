import type { MetaFunction } from "@remix-run/cloudflare";
import { SITE_NAME } from "~/lib/site";
import { ADMIN_TAB_LABELS, type AdminTab } from "./types";

/** A tab's page title names the tab, so each tab reads as its own page (history, screen readers). */
export const adminTabMeta =
  (tab: AdminTab): MetaFunction =>
  ({ matches }) => [
    ...matches.flatMap((match) => match.meta ?? []).filter((tag) => !("title" in tag)),
    { title: `${ADMIN_TAB_LABELS[tab]} | Admin Dashboard | ${SITE_NAME}` },
  ];
