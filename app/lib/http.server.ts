import type { z } from "~/validation/zod";
import { databaseUnavailable, isDatabaseUnavailable } from "./database-outage.server";
import { invalidInput, ServiceError, type FieldErrors } from "./errors";

/** Request bodies the account API accepts are small; anything larger is refused unread. */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

export function jsonOk(data: Record<string, unknown>, init?: ResponseInit): Response {
  return Response.json({ success: true, ...data }, init);
}

export function jsonError(error: ServiceError): Response {
  const body: Record<string, unknown> = { success: false, message: error.message };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  const headers = error.status === 429 ? { "Retry-After": String(error.retryAfterSeconds ?? 60) } : undefined;
  return Response.json(body, { status: error.status, headers });
}

/**
 * Wraps an API loader/action: a ServiceError becomes its JSON answer; anything else is logged
 * and answered with a 503 while the database cannot be reached, else a generic 500 (never a stack trace).
 */
export function apiHandler<Args>(handler: (args: Args) => Promise<Response>) {
  return async (args: Args): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof ServiceError) return jsonError(error);
      if (error instanceof Response) return error;
      if (isDatabaseUnavailable(error)) {
        console.error("The database could not be reached", error);
        return databaseUnavailable();
      }
      console.error("Unhandled API error", error);
      return Response.json({ success: false, message: "Something went wrong on our side. Please try again." }, { status: 500 });
    }
  };
}

type MethodHandler<Args> = (args: Args) => Promise<Response>;

/**
 * The loader and action of an API route that answers only some write methods (e.g. PUT and
 * DELETE on /api/things/{id}): each method goes to its handler, any other method gets 405.
 */
export function apiMethods<Args extends { request: Request }>(
  handlers: Partial<Record<"POST" | "PUT" | "PATCH" | "DELETE", MethodHandler<Args>>>,
) {
  const allowed = Object.keys(handlers);
  return {
    loader: () => methodNotAllowed(allowed),
    action: apiHandler(async (args: Args) => {
      const handler = handlers[args.request.method as keyof typeof handlers];
      return handler ? handler(args) : methodNotAllowed(allowed);
    }),
  };
}

/** Reads at most `limit` bytes of the body; more than that is a 413 (checked before and while reading). */
export async function readBodyBytes(request: Request, limit = DEFAULT_BODY_LIMIT_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = new ServiceError(413, `Request body is too large (limit ${formatLimit(limit)}).`);
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readBodyText(request: Request, limit = DEFAULT_BODY_LIMIT_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Parses a JSON body against `schema`, answering 400 with per-field messages when it does not fit. */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  limit = DEFAULT_BODY_LIMIT_BYTES,
): Promise<z.output<Schema>> {
  return parseWith(schema, await readJsonValue(request, limit));
}

const JSON_CONTENT_TYPE_MESSAGE = 'The request body must be JSON, sent with the header "Content-Type: application/json".';

/** Whether the body is labelled `application/json` (a charset parameter is fine). */
export const isJsonContentType = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase() === "application/json";

/**
 * Refuses (415) a body not labelled `application/json` (a charset parameter is fine). A form on any
 * other site can post `text/plain` or a form encoding here without the browser asking first; JSON it
 * cannot (the browser's CORS preflight, which this site never grants), so a JSON endpoint cannot be
 * driven from a stranger's page.
 */
export function requireJsonContentType(request: Request): void {
  if (!isJsonContentType(request)) throw new ServiceError(415, JSON_CONTENT_TYPE_MESSAGE);
}

/** The parsed JSON body, not yet validated (415 when not labelled JSON, 400 when it is not JSON, 413 when too large). */
export async function readJsonValue(request: Request, limit = DEFAULT_BODY_LIMIT_BYTES): Promise<unknown> {
  requireJsonContentType(request);
  const text = await readBodyText(request, limit);
  try {
    return JSON.parse(text);
  } catch {
    throw invalidInput("Request body must be valid JSON.");
  }
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw invalidInput("Request body must be a JSON object.");
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") || "body";
    (fieldErrors[field] ??= []).push(issue.message);
  }
  // A message for the whole payload (e.g. 'Please fill in all required fields') says it best.
  const first = parsed.error.issues.find((issue) => issue.path.length === 0) ?? parsed.error.issues[0];
  throw invalidInput(first ? first.message : "Invalid input.", fieldErrors);
}

/** Answers 405 for methods a resource route does not serve. */
export function methodNotAllowed(allowed: string[]): Response {
  return Response.json(
    { success: false, message: `Method not allowed. Use ${allowed.join(" or ")}.` },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}

/** The 404 a page answers (its ErrorBoundary, or the layout's 'Page not found', shows it), or a file route returns as it is. */
export const pageNotFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

/** A page loader's service call: a service's 404 (not there, or not the caller's) becomes the page's 404. */
export async function orPageNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw pageNotFound();
    throw error;
  }
}
