import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Icon } from "~/components/icon";
import { useState } from "react";
import { FormAlert, SubmitButton } from "~/components/form-fields";
import { ImageField, useImageVariants } from "~/components/image-variants";
import { Modal } from "~/components/modal";
import { galleryCreateFormSchema } from "~/validation/gallery";
import { ACTION, type GalleryActionData, useGalleryFetcher } from "./gallery-actions";
import { CategoryField, DateField } from "./gallery-fields";
import { AdminControlsPanel } from "~/components/ui/admin-controls";
import { Button } from "~/components/ui/button";

export function AdminControls({ today, onChange }: { today: string; onChange: (data: GalleryActionData) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AdminControlsPanel id="gallery-admin-heading" description="Upload photos, change their category or date, or remove them.">
      <Button type="button" onClick={() => setOpen(true)} className="shadow-sm">
        <Icon name="upload" className="size-5" />
        Upload Photos
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Upload Photo"
        description="JPEG, PNG, WebP or GIF. Photos are resized for the web before they upload."
      >
        <UploadForm
          today={today}
          onDone={(data) => {
            setOpen(false);
            onChange(data);
          }}
        />
      </Modal>
    </AdminControlsPanel>
  );
}

function UploadForm({ today, onDone }: { today: string; onDone: (data: GalleryActionData) => void }) {
  const fetcher = useGalleryFetcher(onDone);
  const image = useImageVariants();
  const [form, fields] = useForm({
    id: "gallery-upload",
    lastResult: fetcher.lastResult,
    defaultValue: { category: "classes", publishedDate: today },
    constraint: getZodConstraint(galleryCreateFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: galleryCreateFormSchema }),
  });
  return (
    <fetcher.Form method="post" action={ACTION} encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="create" />
      <ImageField field={fields.image} label="Image" variants={image} />
      <CategoryField field={fields.category} />
      <DateField field={fields.publishedDate} />
      <SubmitButton
        busy={fetcher.state !== "idle" || image.preparing}
        label="Upload Photo"
        busyLabel={image.preparing ? "Preparing image..." : "Uploading..."}
      />
    </fetcher.Form>
  );
}
