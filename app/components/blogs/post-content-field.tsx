import { getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { inputClass, LabeledField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { BLOG_FORMAT_LABELS, BLOG_FORMATS, type BlogFormat } from "~/lib/blog-formats";

// A post's text and how it is written, with a preview of Markdown as the published page will show
// it: the server renders it (routes/blogs.preview.ts), so no Markdown code reaches the browser.

export const POST_PREVIEW_PATH = "/blogs/preview";
export const POST_IMAGES_PATH = "/blogs/images";

const HELP =
  "## A heading, **bold**, *italic*, - a list item, 1. a numbered one, > a quote, [a link](https://...), ![a picture](/images/...)";

export function PostContentField({ content, format }: { content: FieldMetadata<string>; format: FieldMetadata<BlogFormat> }) {
  const [markdown, setMarkdown] = useState(format.initialValue !== "text");
  const [previewing, setPreviewing] = useState(false);
  const preview = useFetcher<{ html: string }>();
  return (
    <div className="space-y-3">
      <LabeledField field={format as FieldMetadata<unknown>} label="Written as">
        <select
          {...getSelectProps(format)}
          onChange={(event) => setMarkdown(event.currentTarget.value === "markdown")}
          className={inputClass}
        >
          {BLOG_FORMATS.map((value) => (
            <option key={value} value={value}>
              {BLOG_FORMAT_LABELS[value]}
            </option>
          ))}
        </select>
      </LabeledField>
      <LabeledField
        field={content as FieldMetadata<unknown>}
        label="Content"
        required
        hint={markdown ? <span className="text-slate-600">Markdown</span> : undefined}
      >
        <textarea {...getTextareaProps(content)} rows={10} className={`${inputClass} font-mono text-sm`} hidden={previewing} />
      </LabeledField>
      {markdown ? <p className="text-xs text-slate-600">{HELP}</p> : null}
      {markdown && !previewing ? <InsertPicture textareaId={content.id} /> : null}
      {markdown ? (
        <div className="space-y-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-pressed={previewing}
            onClick={(event) => {
              const text = event.currentTarget.form?.elements.namedItem(content.name);
              if (!previewing && text instanceof HTMLTextAreaElement)
                preview.submit({ content: text.value }, { method: "post", action: POST_PREVIEW_PATH });
              setPreviewing(!previewing);
            }}
          >
            {previewing ? "Back to writing" : "Preview"}
          </Button>
          {previewing ? (
            <div aria-live="polite" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
              {preview.state !== "idle" || !preview.data ? (
                <p className="text-sm text-slate-600">Preparing the preview...</p>
              ) : (
                // Rendered and sanitized on the server (an allow-list), as the published page shows it.
                <div
                  className="post-body text-base leading-relaxed text-slate-800"
                  dangerouslySetInnerHTML={{ __html: preview.data.html }}
                />
              )}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** "Insert a picture": the file goes to R2 (routes/blogs.images.ts) and its Markdown goes where the cursor is. */
function InsertPicture({ textareaId }: { textareaId: string }) {
  const upload = useFetcher<{ url?: string; message?: string }>();
  const url = upload.state === "idle" ? upload.data?.url : undefined;
  useEffect(() => {
    const text = document.getElementById(textareaId);
    if (!url || !(text instanceof HTMLTextAreaElement)) return;
    text.setRangeText(`\n\n![Describe the picture](${url})\n\n`, text.selectionStart, text.selectionEnd, "end");
    // The form's own checks and values follow typing: tell them.
    text.dispatchEvent(new Event("input", { bubbles: true }));
    text.focus();
  }, [url, textareaId]);
  const failed = upload.state === "idle" && upload.data && !upload.data.url ? upload.data.message : null;
  return (
    <div className="space-y-1">
      <label className="btn btn-sm btn-outline cursor-pointer focus-within:ring-2 focus-within:ring-brand-600">
        {upload.state === "idle" ? "Insert a picture" : "Uploading the picture..."}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            const data = new FormData();
            data.set("image", file);
            upload.submit(data, { method: "post", action: POST_IMAGES_PATH, encType: "multipart/form-data" });
            event.currentTarget.value = "";
          }}
        />
      </label>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
