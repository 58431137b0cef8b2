import { Icon } from "~/components/icon";
import { AnchorButton } from "~/components/ui/button";
import { FRANCHISE_BROCHURE_FILE_NAME, FRANCHISE_BROCHURE_PATH } from "~/lib/franchise-brochure";
import type { FranchiseContent } from "~/web/franchise-content.server";

/** The brochure an admin uploaded, to read or keep: its size said first, for a phone on mobile data. */
export function FranchiseBrochureLink({ brochure }: { brochure: NonNullable<FranchiseContent["brochure"]> }) {
  return (
    <section aria-labelledby="brochure-heading" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <Icon name="file-text" className="mt-1 size-8 shrink-0 text-brand-700" strokeWidth={1.5} />
          <div>
            <h2 id="brochure-heading" className="text-xl font-extrabold text-brand-900">
              {brochure.title}
            </h2>
            <p className="mt-1 text-slate-700">{brochure.text}</p>
          </div>
        </div>
        <AnchorButton href={FRANCHISE_BROCHURE_PATH} download={FRANCHISE_BROCHURE_FILE_NAME} variant="primary" className="shrink-0">
          <Icon name="download" className="size-4" /> {brochure.download}
        </AnchorButton>
      </div>
    </section>
  );
}
