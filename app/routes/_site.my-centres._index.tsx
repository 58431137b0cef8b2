import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MyCentres } from "~/components/centres/my-centres";
import { PageHero } from "~/components/page-hero";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireCentrePartner } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { SITE_NAME } from "~/lib/site";
import { listCentresOf, updateCentre } from "~/services/centres.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { MY_CENTRE_FAILURES, myCentreActionSchema } from "~/validation/centres";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [{ title: `My Centres | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireCentrePartner(args);
  return { centres: await listCentresOf(depsFrom(args.context), user) };
}

export const action = pageAction({
  guard: requireCentrePartner,
  schema: myCentreActionSchema,
  failures: MY_CENTRE_FAILURES,
  bodyLimit: IMAGE_FORM_BODY_LIMIT,
  handlers: {
    // The form sends every editable field: a blank WhatsApp, timings or fee clears it.
    saveCentre: async ({ deps, actor, input, form }) => {
      const { id, phone, whatsappNumber = null, timings = "", fees = {} } = input;
      const imageUrl = imageFromForm(input.imageUrl, form);
      const centre = await updateCentre(deps, actor, { id, phone, whatsappNumber, timings, fees, ...(imageUrl ? { imageUrl } : {}) });
      return { message: `${centre.name} saved` };
    },
  },
});

export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(MY_CENTRE_FAILURES);

export default function MyCentresRoute() {
  const { centres } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="My Centres" compact>
        Keep your centres&apos; contact details, timings, fees and photo up to date for parents.
      </PageHero>
      <MyCentres centres={centres} />
    </>
  );
}
