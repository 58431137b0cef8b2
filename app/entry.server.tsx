import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { closingTagsLast, withClosingTagsLast } from "~/web/closing-tags-last.server";
import { documentHash, documentTag, keptCopyNonce } from "~/web/document-etag.server";
import { NonceProvider } from "~/web/nonce";
import { renderWholeDocument, streamDocument } from "~/web/render-document.server";
import { pageContentSecurityPolicy } from "~/web/security-headers.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  const page = (
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const policy = (pageNonce: string) => pageContentSecurityPolicy(pageNonce, { dev: import.meta.env.DEV });
  responseHeaders.set("Content-Security-Policy", policy(nonce));

  // A page read is ready at once (no loader defers): it is rendered whole and gets an ETag; a browser's kept copy, a 304.
  if (request.method === "GET" && responseStatusCode === 200) {
    let failed = false;
    const rendered = await renderWholeDocument(page, {
      nonce,
      abortAfterMs: ABORT_DELAY,
      onError(error) {
        console.error(error);
        failed = true;
      },
    });
    const html = withClosingTagsLast(rendered);
    if (failed) return new Response(html, { headers: responseHeaders, status: 500 });
    const hash = await documentHash(html, nonce);
    const keptNonce = keptCopyNonce(request.headers.get("If-None-Match"), hash);
    if (keptNonce) {
      responseHeaders.set("ETag", documentTag(hash, keptNonce));
      responseHeaders.set("Content-Security-Policy", policy(keptNonce));
      responseHeaders.delete("Content-Type");
      return new Response(null, { headers: responseHeaders, status: 304 });
    }
    responseHeaders.set("ETag", documentTag(hash, nonce));
    return new Response(html, { headers: responseHeaders, status: 200 });
  }

  // Any other answer (an error page, a form's answer) streams as it renders; crawlers get it whole.
  const body = await streamDocument(page, {
    nonce,
    abortAfterMs: ABORT_DELAY,
    whole: isbot(request.headers.get("user-agent") || ""),
    onError(error) {
      console.error(error);
      responseStatusCode = 500;
    },
  });
  return new Response(body.pipeThrough(closingTagsLast()), { headers: responseHeaders, status: responseStatusCode });
}
