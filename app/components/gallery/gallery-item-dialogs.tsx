// The dialogs an administrator opens on one gallery photo: edit it, or confirm deleting it.
import { getFormProps, useForm } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { FormAlert, SubmitButton } from "~/components/form-fields";
import { ImageField, useImageVariants } from "~/components/image-variants";
import { responsiveImage } from "~/web/responsive-image";
import { ConfirmDialog, Modal } from "~/components/modal";
import type { GalleryItem } from "~/services/gallery.server";
import { galleryUpdateFormSchema } from "~/validation/gallery";
import { ACTION, type GalleryActionData, useGalleryFetcher } from "./gallery-actions";
import { ChildrenField } from "./children-field";
import { CategoryField, DateField } from "./gallery-fields";
import { useActionFetcher } from "~/components/use-action-result";

/** A dialog about one photo (null: closed), and what to tell the page once it changed. */
type ItemDialogProps = { item: GalleryItem | null; onClose: () => void; onChange: (data: GalleryActionData) => void };

export const DELETE_QUESTION = "Are you sure you want to delete this gallery item?";

export function EditGalleryItemDialog({ item, onClose, onChange }: ItemDialogProps) {
  return (
    <Modal open={item !== null} onClose={onClose} title="Edit Photo" description="Change the category or date, or replace the image.">
      {item ? (
        <EditForm
          item={item}
          onDone={(data) => {
            onClose();
            onChange(data);
          }}
        />
      ) : null}
    </Modal>
  );
}

function EditForm({ item, onDone }: { item: GalleryItem; onDone: (data: GalleryActionData) => void }) {
  const fetcher = useGalleryFetcher(onDone);
  const image = useImageVariants();
  const [form, fields] = useForm({
    id: `gallery-edit-${item.id}`,
    lastResult: fetcher.lastResult,
    defaultValue: { category: item.category, publishedDate: item.publishedDate },
    ...schemaChecks(galleryUpdateFormSchema),
  });
  return (
    <fetcher.Form method="post" action={ACTION} encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={item.id} />
      <div className="flex items-center gap-4">
        <img
          {...responsiveImage(item.imageUrl, "128px")}
          alt=""
          width={640}
          height={480}
          className="aspect-[4/3] w-32 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <p className="text-sm text-slate-600">The current image stays unless you choose a new one below.</p>
      </div>
      <CategoryField field={fields.category} />
      <DateField field={fields.publishedDate} />
      <ImageField field={fields.image} label="Replace image (optional)" variants={image} />
      <ChildrenField field={fields.studentIds} initial={item.children ?? []} />
      <SubmitButton
        busy={fetcher.state !== "idle" || image.preparing}
        label="Save Changes"
        busyLabel={image.preparing ? "Preparing image..." : "Saving..."}
      />
    </fetcher.Form>
  );
}

export function DeleteGalleryItemDialog({ item, onClose, onChange }: ItemDialogProps) {
  const fetcher = useActionFetcher<GalleryActionData>({
    errorTitle: "Error deleting gallery item",
    onSuccess: (data) => {
      onClose();
      onChange(data);
    },
  });
  return (
    <ConfirmDialog
      open={item !== null}
      title="Delete photo"
      message={DELETE_QUESTION}
      busy={fetcher.state !== "idle"}
      onCancel={onClose}
      onConfirm={() => {
        if (item) fetcher.submit({ intent: "delete", id: item.id }, { method: "post", action: ACTION, encType: "multipart/form-data" });
      }}
    />
  );
}
