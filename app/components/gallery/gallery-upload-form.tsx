import { getFormProps, useForm } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { FormAlert, SubmitButton } from "~/components/form-fields";
import { ImageField, useImageVariants } from "~/components/image-variants";
import { galleryCreateFormSchema } from "~/validation/gallery";
import { ACTION, type GalleryActionData, useGalleryFetcher } from "./gallery-actions";
import { ChildrenField } from "./children-field";
import { CategoryField, DateField } from "./gallery-fields";

// The admin's upload form: loaded only when it is first opened, so visitors never download Conform or zod.
export function UploadForm({ today, onDone }: { today: string; onDone: (data: GalleryActionData) => void }) {
  const fetcher = useGalleryFetcher(onDone);
  const image = useImageVariants();
  const [form, fields] = useForm({
    id: "gallery-upload",
    lastResult: fetcher.lastResult,
    defaultValue: { category: "classes", publishedDate: today },
    ...schemaChecks(galleryCreateFormSchema),
  });
  return (
    <fetcher.Form method="post" action={ACTION} encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="create" />
      <ImageField field={fields.image} label="Image" variants={image} />
      <CategoryField field={fields.category} />
      <DateField field={fields.publishedDate} />
      <ChildrenField field={fields.studentIds} />
      <SubmitButton
        busy={fetcher.state !== "idle" || image.preparing}
        label="Upload Photo"
        busyLabel={image.preparing ? "Preparing image..." : "Uploading..."}
      />
    </fetcher.Form>
  );
}
