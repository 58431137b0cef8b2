import type { Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where the browser tests keep every HTML document they load; `npm run check:html` validates them (scripts/check-html.mjs). */
export const SAVED_DOCUMENTS_DIR = "test-results/documents";

/**
 * Saves each HTML document `page` loads (a navigation, not the client-side ones), once per distinct
 * content, named after its path: what the browser tests visit is what the Nu HTML checker reads.
 * Answers a function that waits for the pending saves.
 */
export function saveDocumentsOf(page: Page): () => Promise<void> {
  const saving: Promise<void>[] = [];
  mkdirSync(SAVED_DOCUMENTS_DIR, { recursive: true });
  page.on("response", (response) => {
    const request = response.request();
    if (request.resourceType() !== "document" || !request.isNavigationRequest()) return;
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
    saving.push(
      response
        .text()
        .then((html) => {
          const url = new URL(response.url());
          const name = `${url.pathname}${url.search}`.replace(/[^a-z0-9]+/gi, "_").slice(0, 80);
          const hash = createHash("sha1").update(html).digest("hex").slice(0, 10);
          writeFileSync(join(SAVED_DOCUMENTS_DIR, `${name}-${hash}.html`), html);
        })
        // A document replaced by the next navigation before its body was read: nothing to check.
        .catch(() => {}),
    );
  });
  return async () => {
    await Promise.all(saving);
  };
}
