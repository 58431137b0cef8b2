import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useRef, useState, type ChangeEvent } from "react";
import { inputClass, LabeledField } from "~/components/form-fields";
import { ACCEPTED_IMAGE_TYPES, SMALL_IMAGE_FIELD } from "~/lib/image-rules";

/**
 * For an admin form's image input: when a file is picked, it is replaced by a WebP at most 1600 px
 * wide, and a WebP at most 640 px wide goes into a hidden second input of the same form, so the
 * form's usual submit sends both (the server stores them as a pair; phones then get the small one).
 * GIFs (animation), and files the browser cannot decode or encode as WebP, are sent as picked,
 * without a small version. While preparing, `preparing` is true: the form's submit button must be
 * disabled, and `status` says so next to the input.
 */
export function useImageVariants() {
  const [preparing, setPreparing] = useState(false);
  const small = useRef<HTMLInputElement>(null);
  const latest = useRef(0);

  async function prepare(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const turn = ++latest.current;
    if (small.current) small.current.value = "";
    if (!file || !file.type.startsWith("image/") || file.type === "image/gif") {
      setPreparing(false);
      return;
    }
    setPreparing(true);
    try {
      // Loaded only when an admin picks a file: no page's bundle carries the encoder.
      const { prepareImage } = await import("~/web/prepare-image.client");
      const versions = await prepareImage(file);
      // Another file was picked meanwhile, or the browser could not: the input keeps what was picked.
      if (turn !== latest.current || !versions) return;
      input.files = fileList(versions.large);
      if (versions.small && small.current) small.current.files = fileList(versions.small);
      // Setting files fires no event: let the form check the prepared file again, so a photo that was
      // over 5 MB as picked no longer shows "too big" (an input event, not change, or this runs again).
      input.dispatchEvent(new Event("input", { bubbles: true }));
    } catch (error) {
      console.warn("Could not prepare the image; it is sent as picked", error);
    } finally {
      if (turn === latest.current) setPreparing(false);
    }
  }

  // The input's handler only starts the preparation, which reports its own failures (above).
  const onChange = (event: ChangeEvent<HTMLInputElement>) => void prepare(event);

  const smallInput = <input ref={small} type="file" name={SMALL_IMAGE_FIELD} hidden tabIndex={-1} />;
  // Always rendered, so screen readers announce the text when it appears.
  const status = (
    <p role="status" className="text-sm text-slate-600 empty:hidden">
      {preparing ? "Preparing image…" : ""}
    </p>
  );
  return { preparing, onChange, smallInput, status };
}

function fileList(file: File): FileList {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  return transfer.files;
}

/** An admin form's image field: label, file input, the small version's hidden input and the preparing status. */
export function ImageField({
  field,
  label,
  variants,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  variants: ReturnType<typeof useImageVariants>;
}) {
  return (
    <LabeledField field={field} label={label}>
      <input
        {...getInputProps(field, { type: "file" })}
        accept={ACCEPTED_IMAGE_TYPES}
        onChange={variants.onChange}
        className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700`}
      />
      {variants.smallInput}
      {variants.status}
    </LabeledField>
  );
}
