import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { PostContentField } from "./post-content-field";
import { PostLanguageFields } from "./post-language-fields";
import { schemaChecks } from "~/components/schema-checks";
import { useState } from "react";
import { FieldError, FormAlert, inputClass, LabeledField, SubmitButton } from "~/components/form-fields";
import { useImageVariants } from "~/components/image-variants";
import { Modal } from "~/components/modal";
import { useActionFetcher } from "~/components/use-action-result";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "~/lib/enums";
import { blogSchema, EXCERPT_MAX_LENGTH, latestPublishedDate } from "~/validation/blogs";
import { CATEGORY_LABELS, type BlogActionData, type BlogItem } from "./format";
import { DialogActions } from "~/components/ui/dialog-actions";

const STATUS_LABELS: Record<(typeof BLOG_STATUSES)[number], string> = { draft: "Draft", published: "Published" };

/** 'Write a Blog' (no blog) or 'Edit Blog' (prefilled) in a dialog. */
export function BlogFormDialog({
  open,
  blog,
  today,
  onClose,
}: {
  open: boolean;
  blog: BlogItem | null;
  today: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={blog ? "Edit Blog" : "Write a Blog"}
      description="Images: JPEG, PNG, WebP or GIF, resized for the web before they upload."
    >
      {/* Keyed so each opening starts from the post's current values. */}
      {open ? <BlogForm key={blog?.id ?? "new"} blog={blog} today={today} onDone={onClose} /> : null}
    </Modal>
  );
}

/** The address of the post a post translates, as the form shows it ("" for none). */
const translatedAddress = (blog: BlogItem) => {
  const original = blog.translations.find((translation) => translation.id === blog.translationOf);
  return original ? `/blogs/${original.slug}` : "";
};

function BlogForm({ blog, today, onDone }: { blog: BlogItem | null; today: string; onDone: () => void }) {
  const fetcher = useActionFetcher<BlogActionData>({ successTitle: "Success", onSuccess: onDone });
  const editing = blog !== null;
  const [form, fields] = useForm({
    id: editing ? `edit-blog-${blog.id}` : "new-blog",
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(blogSchema),
    defaultValue: blog
      ? {
          title: blog.title,
          excerpt: blog.excerpt,
          content: blog.content,
          contentFormat: blog.contentFormat,
          category: blog.category,
          status: blog.status,
          buttonUrl: blog.buttonUrl ?? "",
          publishedDate: blog.publishedDate,
          language: blog.language,
          translationOf: translatedAddress(blog),
        }
      : { category: "abacus", status: "draft", publishedDate: today, contentFormat: "markdown", language: "en" },
  });
  const image = useImageVariants();
  const [excerptLength, setExcerptLength] = useState(() => blog?.excerpt.length ?? 0);

  return (
    <fetcher.Form method="post" action="/blogs?index" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={blog.id} /> : null}
      <LabeledField field={fields.title} label="Title" required>
        <input {...getInputProps(fields.title, { type: "text" })} autoComplete="off" className={inputClass} />
      </LabeledField>
      <LabeledField
        field={fields.excerpt}
        label="Excerpt"
        required
        hint={
          <span className={excerptLength > EXCERPT_MAX_LENGTH ? "font-semibold text-red-700" : "text-slate-600"}>
            {excerptLength}/{EXCERPT_MAX_LENGTH}
          </span>
        }
      >
        <textarea
          {...getTextareaProps(fields.excerpt)}
          rows={2}
          onInput={(event) => setExcerptLength(event.currentTarget.value.length)}
          className={inputClass}
        />
      </LabeledField>
      <PostContentField content={fields.content} format={fields.contentFormat} />
      <PostLanguageFields language={fields.language} translationOf={fields.translationOf} />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.category} label="Category">
          <select {...getSelectProps(fields.category)} className={inputClass}>
            {BLOG_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </LabeledField>
        <LabeledField field={fields.status} label="Status">
          <select {...getSelectProps(fields.status)} className={inputClass}>
            {BLOG_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${form.id}-image`} className="block text-sm font-semibold text-slate-800">
          {editing && blog.imageUrl ? "Image (choose a file to replace the current one)" : "Image"}
        </label>
        <input
          id={`${form.id}-image`}
          name="image"
          type="file"
          accept="image/*"
          onChange={image.onChange}
          aria-invalid={fields.imageUrl.errors?.length ? true : undefined}
          aria-describedby={fields.imageUrl.errors?.length ? `${form.id}-image-error` : undefined}
          className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700`}
        />
        {image.smallInput}
        {image.status}
        <FieldError id={`${form.id}-image-error`} errors={fields.imageUrl.errors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.buttonUrl} label="Button URL">
          <input {...getInputProps(fields.buttonUrl, { type: "url" })} placeholder="https://" className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.publishedDate} label="Published Date" required>
          <input {...getInputProps(fields.publishedDate, { type: "date" })} max={latestPublishedDate(today)} className={inputClass} />
        </LabeledField>
      </div>
      <DialogActions onCancel={onDone}>
        <div className="sm:w-48">
          <SubmitButton
            busy={fetcher.state !== "idle" || image.preparing}
            label={editing ? "Update Blog" : "Create Blog"}
            busyLabel={image.preparing ? "Preparing image..." : "Saving..."}
          />
        </div>
      </DialogActions>
    </fetcher.Form>
  );
}
