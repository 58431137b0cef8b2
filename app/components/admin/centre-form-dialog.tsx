import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { CentreTextField, CheckboxGroup, FeeFields } from "~/components/centres/centre-fields";
import { formatPhone } from "~/lib/indian-phones";
import { FormAlert, inputClass, LabeledField } from "~/components/form-fields";
import { ImageField, useImageVariants } from "~/components/image-variants";
import { Modal } from "~/components/modal";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { COURSE_INFO } from "~/lib/courses";
import { COURSES } from "~/lib/enums";
import type { AdminCentreView } from "~/services/centres.server";
import { centreFormSchema } from "~/validation/centres";
import { adminTabPath, type AdminActionData } from "./types";
import { ListOnDemandStatus } from "~/components/list-on-demand-status";
import type { ListOnDemand } from "~/components/use-list-on-demand";

export type PartnerOption = { id: string; name: string; email: string };

/**
 * "Add centre" (no centre) or "Edit centre" (prefilled) in a dialog: every field, courses and partner
 * accounts. The form waits for the partner accounts (null while they are fetched): its ticks are
 * set once, from the centre, when it is first drawn.
 */
export function CentreFormDialog({
  open,
  centre,
  partners,
  onClose,
}: {
  open: boolean;
  centre: AdminCentreView | null;
  partners: ListOnDemand<PartnerOption>;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={centre ? "Edit centre" : "Add centre"}>
      {partners.items ? (
        <CentreForm key={centre?.id ?? "new"} centre={centre} partners={partners.items} onDone={onClose} />
      ) : (
        <ListOnDemandStatus list={partners} what="the partner accounts" className="py-6 text-center" />
      )}
    </Modal>
  );
}

function CentreForm({ centre, partners, onDone }: { centre: AdminCentreView | null; partners: PartnerOption[]; onDone: () => void }) {
  const editing = centre !== null;
  const image = useImageVariants();
  const fetcher = useActionFetcher<AdminActionData>({
    errorTitle: editing ? "Failed to update centre" : "Failed to create centre",
    errorsInForm: true,
    onSuccess: onDone,
  });
  const [form, fields] = useForm({
    id: editing ? `edit-centre-${centre.id}` : "new-centre",
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(centreFormSchema),
    defaultValue: centre
      ? {
          name: centre.name,
          city: centre.city,
          area: centre.area,
          address: centre.address,
          pincode: centre.pincode,
          latitude: String(centre.latitude),
          longitude: String(centre.longitude),
          phone: formatPhone(centre.phone),
          whatsappNumber: centre.whatsappNumber ? formatPhone(centre.whatsappNumber) : "",
          timings: centre.timings,
        }
      : {},
  });
  const courses = COURSES.map((course) => ({ value: course, label: COURSE_INFO[course].name }));
  // The centre's own partners are offered whatever the list holds (it is capped, by name): one left
  // out would show unticked, and saving the form would unlink them.
  const linked = (centre?.partnerIds ?? []).map(
    (id, index) =>
      partners.find((partner) => partner.id === id) ?? { id, name: centre?.partnerNames[index] ?? "A linked partner", email: "" },
  );
  const others = partners.filter((partner) => !centre?.partnerIds.includes(partner.id));
  const partnerOptions = [...linked, ...others].map((partner) => ({
    value: partner.id,
    label: partner.name,
    hint: partner.email || undefined,
  }));
  return (
    <fetcher.Form
      method="post"
      action={adminTabPath("centres")}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-4"
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={editing ? "updateCentre" : "createCentre"} />
      {editing ? <input type="hidden" name="id" value={centre.id} /> : null}
      <CentreTextField field={fields.name} label="Centre name" required placeholder="e.g. Bright Minds Kothrud" />
      <div className="grid gap-4 sm:grid-cols-2">
        <CentreTextField field={fields.city} label="City" required placeholder="Pune" />
        <CentreTextField field={fields.area} label="Area / locality" required placeholder="Kothrud" />
      </div>
      <LabeledField field={fields.address} label="Full address" required>
        <textarea {...getTextareaProps(fields.address)} rows={2} className={inputClass} />
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-3">
        <CentreTextField field={fields.pincode} label="PIN code" required inputMode="numeric" placeholder="411038" />
        <CentreTextField field={fields.latitude} label="Latitude" required inputMode="decimal" placeholder="18.5074" />
        <CentreTextField field={fields.longitude} label="Longitude" required inputMode="decimal" placeholder="73.8077" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CentreTextField field={fields.phone} label="Phone" required type="tel" inputMode="tel" placeholder="+91 98765 43210" />
        <CentreTextField field={fields.whatsappNumber} label="WhatsApp number" type="tel" inputMode="tel" placeholder="+91 98765 43210" />
      </div>
      <CentreTextField field={fields.timings} label="Batch timings" placeholder="Mon-Fri 4-7 pm, Sat 10 am-1 pm" />
      <CheckboxGroup field={fields.courses} legend="Courses taught" options={courses} selected={centre?.courses ?? []} required />
      <FeeFields name={form.id} fees={centre?.fees ?? {}} />
      <ImageField
        field={fields.imageUrl}
        label={centre?.imageUrl ? "Photo (choose a file to replace the current one)" : "Photo"}
        variants={image}
      />
      <CheckboxGroup
        field={fields.partnerIds}
        legend="Partner accounts running this centre"
        options={partnerOptions}
        selected={centre?.partnerIds ?? []}
        empty="No approved franchise partner accounts yet."
      />
      <div className="flex justify-end gap-3 pt-2">
        <Button type="button" onClick={onDone} variant="outline">
          Cancel
        </Button>
        <Button type="submit" disabled={fetcher.busy || image.preparing}>
          {fetcher.busy ? "Saving..." : editing ? "Save centre" : "Create centre"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
