import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { WelcomeBanner } from "~/components/welcome-banner";
import { requireKitAccess } from "~/lib/guards.server";
import { SITE_NAME } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: `Kit Ordering | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireKitAccess(args);
  return { user };
}

export default function KitOrderingPage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Educational Kit Ordering">
        Teaching kits for your centre, invoiced with GST.
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <WelcomeBanner name={user.name} role={user.role} />
      </div>
    </>
  );
}
