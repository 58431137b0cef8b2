import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server.node";

// A page read whole (every GET answered 200 gets an ETag of its whole text) is rendered by React's
// renderer for Node, which workerd runs with `nodejs_compat`. Its browser renderer, the one
// "react-dom/server" gives workerd, encodes every attribute and text it writes into a new byte array
// of its own; the Node one encodes them into a shared buffer. On the home page that is about a
// fifth of the worker's time (decision record 0008). Streamed answers keep the browser renderer.

type Options = { nonce: string; abortAfterMs: number; onError: (error: unknown) => void };

/** The document's HTML once everything in it has rendered (a boundary still waiting after `abortAfterMs` is left to the browser). */
export function renderWholeDocument(element: ReactElement, { nonce, abortAfterMs, onError }: Options): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const collected = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(textOf(chunks));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => pipe(collected),
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError,
    });
    const timer = setTimeout(() => abort(), abortAfterMs);
  });
}

function textOf(chunks: Uint8Array[]): string {
  const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
