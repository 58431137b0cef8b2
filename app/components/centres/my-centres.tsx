import { getFormProps, useForm } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { Link, useActionData } from "@remix-run/react";
import type { ActionResult } from "~/lib/action-result";
import { FormAlert } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { ImageField, useImageVariants } from "~/components/image-variants";
import { Button, LinkButton } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import type { CentreView } from "~/services/centres.server";
import { myCentreFormSchema } from "~/validation/centres";
import { CentreTextField, FeeFields } from "./centre-fields";
import { CourseTags } from "./course-tags";
import { streetAddressOf } from "~/web/centre-address";
import { formatPhone } from "~/lib/indian-phones";

/** The partner's centres, each with its own form for what a partner may change. */
export function MyCentres({ centres }: { centres: CentreView[] }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <SavedWithoutScript />
      <nav
        aria-label="My centres"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <p className="text-slate-700">Parents who book a free demo class at your centres are listed under Demo bookings.</p>
        <div className="flex flex-wrap gap-2">
          <LinkButton to="/my-centres/leads" variant="brandOutline" size="sm">
            <Icon name="inbox" className="size-4" />
            Demo bookings
          </LinkButton>
          <LinkButton to="/my-centres/students" variant="brandOutline" size="sm">
            <Icon name="users" className="size-4" />
            Students
          </LinkButton>
          <LinkButton to="/my-centres/competitions" variant="brandOutline" size="sm">
            <Icon name="trophy" className="size-4" />
            Competitions
          </LinkButton>
        </div>
      </nav>
      {centres.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
          No centre is linked to your account yet. The head office links partners to their centres; ask them on the{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contact
          </Link>{" "}
          page.
        </p>
      ) : (
        centres.map((centre) => <MyCentreForm key={centre.id} centre={centre} />)
      )}
    </div>
  );
}

function MyCentreForm({ centre }: { centre: CentreView }) {
  const image = useImageVariants();
  const fetcher = useActionFetcher({ errorTitle: "Failed to save the centre", errorsInForm: true });
  const [form, fields] = useForm({
    id: `my-centre-${centre.id}`,
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(myCentreFormSchema),
    defaultValue: {
      phone: formatPhone(centre.phone),
      whatsappNumber: centre.whatsappNumber ? formatPhone(centre.whatsappNumber) : "",
      timings: centre.timings,
    },
  });
  const headingId = `${form.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <header className="flex flex-col gap-3 border-b border-slate-100 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {centre.name}
          </h2>
          <p className="text-sm text-slate-700">
            {streetAddressOf(centre)}, {centre.city} {centre.pincode}
          </p>
          <CourseTags courses={centre.courses} />
        </div>
        {centre.active ? (
          <Link
            to={`/centres/${centre.slug}`}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            View public page
            <Icon name="external-link" className="size-4" />
          </Link>
        ) : (
          <span className="self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Hidden from parents</span>
        )}
      </header>
      <fetcher.Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-5 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="saveCentre" />
        <input type="hidden" name="id" value={centre.id} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CentreTextField field={fields.phone} label="Phone" required type="tel" inputMode="tel" placeholder="+91 98765 43210" />
          <CentreTextField field={fields.whatsappNumber} label="WhatsApp number" type="tel" inputMode="tel" placeholder="+91 98765 43210" />
        </div>
        <CentreTextField field={fields.timings} label="Batch timings" placeholder="Mon-Fri 4-7 pm, Sat 10 am-1 pm" />
        <FeeFields name={form.id} fees={centre.fees} courses={centre.courses} />
        <ImageField
          field={fields.imageUrl}
          label={centre.imageUrl ? "Photo (choose a file to replace the current one)" : "Photo"}
          variants={image}
        />
        <p className="text-sm text-slate-600">
          The name, address, courses and partners are kept by the head office: ask them to change those.
        </p>
        <div className="flex justify-end">
          <Button type="submit" disabled={fetcher.busy || image.preparing}>
            {fetcher.busy ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/** The answer to a form sent without JavaScript (with it, the form's fetcher says it in a toast). */
function SavedWithoutScript() {
  const result = useActionData<ActionResult>();
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`rounded-xl border p-4 font-semibold ${result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
    >
      {result.message}
    </p>
  );
}
