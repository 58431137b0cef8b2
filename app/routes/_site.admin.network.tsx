import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NetworkTab, type NetworkTabData } from "~/components/admin/network-tab";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { pageListQuery } from "~/lib/pagination.server";
import { depsFrom } from "~/services/deps.server";
import { getNetworkSummary } from "~/services/network.server";
import { requireAdmin } from "~/web/guards.server";

// Network: how the network and each centre are doing over the last 12 months, those falling behind
// first, 50 centres a page (a thousand centres' rows would make a page no phone wants); the CSV has them all.

export const meta = adminTabMeta("network");

const CENTRES_PER_PAGE = 50;

export async function loader(args: LoaderFunctionArgs): Promise<NetworkTabData> {
  const user = await requireAdmin(args);
  const { offset } = pageListQuery(new URL(args.request.url), {}, CENTRES_PER_PAGE);
  const { months, network, centres } = await getNetworkSummary(depsFrom(args.context), user);
  const end = offset + CENTRES_PER_PAGE;
  return {
    months,
    network,
    centres: centres.slice(offset, end),
    behindCount: centres.filter((centre) => centre.behind).length,
    centreCount: centres.length,
    offset,
    nextOffset: end < centres.length ? end : null,
    previousOffset: offset > 0 ? Math.max(0, offset - CENTRES_PER_PAGE) : null,
  };
}

export const ErrorBoundary = adminTabErrorBoundary("network");

export default function NetworkRoute() {
  return <NetworkTab page={useLoaderData<typeof loader>()} />;
}
