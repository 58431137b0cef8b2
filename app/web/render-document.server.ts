import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server.node";

// Every document is rendered by React's renderer for Node, which workerd runs with `nodejs_compat`.
// Its browser renderer, the one "react-dom/server" gives workerd, encodes every attribute and text
// it writes into a new byte array of its own; the Node one encodes them into a shared buffer. On
// the home page that was about a fifth of the worker's time (decision record 0008). Only one of the
// two may render in a worker: both keep a context's current value on the same field of the
// context, and each assumes the values it left there are still its own.

type Options = { nonce: string; abortAfterMs: number; onError: (error: unknown) => void };

// React 18.3's Node renderer fills 2,048-byte buffers, and when a character of several bytes does
// not fit at the end of one, it writes the whole buffer anyway: its last one to three bytes, never
// filled, go out as NUL characters (facebook/react#31134; fixed upstream by #26228, in React 19
// only). The character itself starts the next buffer whole, so dropping those zeros from a full
// buffer's end gives the document React meant. React writes no NUL of its own.
const VIEW_SIZE = 2048;
function withoutUnfilledEnd(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength !== VIEW_SIZE || chunk[VIEW_SIZE - 1] !== 0) return chunk;
  let end = VIEW_SIZE - 1;
  while (end > VIEW_SIZE - 3 && chunk[end - 1] === 0) end--;
  return chunk.subarray(0, end);
}

/**
 * Renders `element`; `start` decides when its bytes begin to flow: at once when the shell is
 * ready, or once everything has rendered (a boundary still waiting after `abortAfterMs` is left to
 * the browser). Rejects when the shell fails.
 */
function render(
  element: ReactElement,
  { nonce, abortAfterMs, onError }: Options,
  start: "shell" | "all",
  into: (abort: () => void) => Writable,
) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => abort(), abortAfterMs);
    const flow = () => {
      const sink = into(abort);
      sink.on("finish", () => clearTimeout(timer));
      pipe(sink);
      resolve();
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady: start === "shell" ? flow : undefined,
      onAllReady: start === "all" ? flow : undefined,
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError,
    });
  });
}

/** The document's HTML once everything in it has rendered. */
export async function renderWholeDocument(element: ReactElement, options: Options): Promise<string> {
  const chunks: Uint8Array[] = [];
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  await render(element, options, "all", () => {
    const collected = new Writable({
      write(chunk: Uint8Array, _encoding, next) {
        chunks.push(withoutUnfilledEnd(chunk));
        next();
      },
    });
    collected.on("finish", done);
    return collected;
  });
  await finished;
  return textOf(chunks);
}

/** The document as it renders, flowing from its shell on, or (`whole`) once everything has rendered. */
export async function streamDocument(element: ReactElement, options: Options & { whole: boolean }): Promise<ReadableStream<Uint8Array>> {
  let readable!: ReadableStreamDefaultController<Uint8Array>;
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => void (readable = controller),
    // The browser went away: the render stops.
    cancel: () => stop(),
  });
  await render(element, options, options.whole ? "all" : "shell", (abort) => {
    stop = abort;
    return new Writable({
      write(chunk: Uint8Array, _encoding, next) {
        readable.enqueue(withoutUnfilledEnd(chunk));
        next();
      },
      final(next) {
        readable.close();
        next();
      },
    });
  });
  return stream;
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
