import { getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { inputClass, LabeledField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { BLOG_FORMAT_LABELS, BLOG_FORMATS, type BlogFormat } from "~/lib/blog-formats";

// A post's text and how it is written, with a preview of Markdown as the published page will show
// it: the server renders it (routes/blogs.preview.ts), so no Markdown code reaches the browser.

export const POST_PREVIEW_PATH = "/blogs/preview";

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
