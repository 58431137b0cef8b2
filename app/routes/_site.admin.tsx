import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { WelcomeBanner } from "~/components/welcome-banner";
import { requireAdmin } from "~/lib/guards.server";
import { SITE_NAME } from "~/lib/site";
import { getUserCounts } from "~/services/user-stats.server";

export const meta: MetaFunction = () => [{ title: `Admin Dashboard | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const counts = await getUserCounts(args.context.db);
  return { user, counts };
}

export default function AdminDashboardPage() {
  const { user, counts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Admin Dashboard">Approve franchise partners and run the network.</PageHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <WelcomeBanner name={user.name} role={user.role} />
        <ul className="grid gap-4 sm:grid-cols-2">
          <StatCard icon={<Icon name="users" className="size-6" />} label="Total Users" value={counts.total} />
          <StatCard icon={<Icon name="clock" className="size-6" />} label="Pending Requests" value={counts.pending} />
        </ul>
      </div>
    </>
  );
}

function StatCard({ icon, label, value }: { icon: React.ReactNode; label: string; value: number }) {
  return (
    <li className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <p className="flex flex-col">
        <span className="text-sm font-semibold text-slate-600">{label}</span>
        <span className="text-3xl font-extrabold text-brand-900">{value}</span>
      </p>
    </li>
  );
}
