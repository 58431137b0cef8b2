import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ParentDataView } from "~/components/parents/parent-data-view";
import { pageMessages } from "~/i18n/catalog.server";
import { translatorOf } from "~/i18n/translate";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { exportParentData } from "~/services/parents.server";
import { requireParentPage } from "~/web/parent-session.server";

// Everything held about a parent's children, to read (DPDP Act section 11): the same as the JSON file.

export const meta: MetaFunction = ({ matches }) => [
  { title: translatorOf(matches).t("parentsData.title", { site: SITE_NAME }) },
  { name: "robots", content: "noindex" },
];

export const headers = () => ({ "Cache-Control": "private, no-store" });

/** The page shows the newest of the longer lists (the file has the rest). */
const SHOWN = 20;

/** The session, then one batch. */
export async function loader(args: LoaderFunctionArgs) {
  const parent = await requireParentPage(args);
  const data = await exportParentData(depsFrom(args.context), parent, { newest: SHOWN });
  return { data, messages: pageMessages(args.request, "parentsData") };
}

export default function ParentDataRoute() {
  return <ParentDataView data={useLoaderData<typeof loader>().data} />;
}
