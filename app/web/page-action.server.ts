import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { depsFrom, type Deps } from "~/services/deps.server";
import type { z } from "~/validation/zod";
import { failureText, type ActionResult, type FailureTexts, type FieldErrors } from "../lib/action-result";
import { isDatabaseUnavailable } from "../lib/database-outage.server";
import { ServiceError } from "../lib/errors";
import { refusalIn } from "../lib/worded-error.server";
import { localeOf, serverTranslator } from "../i18n/catalog.server";

const unsupportedForm = () => new ServiceError(415, "This form is sent by the page's script as JSON (Content-Type: application/json).");
import { readFormData } from "./form.server";
import { DEFAULT_BODY_LIMIT_BYTES, isJsonContentType, parseWith, readJsonValue } from "../lib/http.server";

/** A page's forms: a discriminated union on `intent` (app/validation), one member per form. */
type IntentSchema = z.ZodType<{ intent: string }>;
type IntentOf<S extends IntentSchema> = z.output<S>["intent"];

export type ActionContext<Input, A> = {
  input: Input;
  actor: A;
  deps: Deps;
  args: ActionFunctionArgs;
  /** The submitted form (null for a JSON body): image uploads read their small version from it. */
  form: FormData | null;
};

/**
 * What a handler answers on success (with headers for the answer, e.g. a cookie); a redirect is
 * thrown instead (sign-in, password change).
 */
export type Outcome<Data = undefined> = { message: string; data?: Data; headers?: HeadersInit };

type Handlers<S extends IntentSchema, A> = {
  [K in IntentOf<S>]: (context: ActionContext<Extract<z.output<S>, { intent: K }>, A>) => Promise<Outcome<unknown>>;
};
type DataOf<H> = H extends Record<string, (...args: never[]) => Promise<Outcome<infer D>>> ? D : never;

/**
 * The one way to write a page action. It runs the guard (a redirect for a visitor who must sign
 * in, or an account that must first choose its password), reads the body once within the limit
 * (a form, or JSON for the checkout), picks the form by its `intent` (a field, or the action URL's
 * `?intent=`; `?id=` likewise), checks it with the form's schema, runs that form's handler (which
 * calls the same service as the API) and answers one shape, ActionResult. A refusal is an answered
 * form (200, `ok: false`, the messages beside the fields), the way the page shows it; a 4xx would
 * also make the browser log a failed request. Anything unexpected is logged and answered 500 with
 * the page's failure text for that form, never the error page (503 while the database cannot be
 * reached).
 */
export function pageAction<S extends IntentSchema, A, H extends Handlers<S, A>>(config: {
  guard: (args: ActionFunctionArgs) => Promise<A>;
  schema: S;
  failures: FailureTexts<IntentOf<S>>;
  handlers: H;
  bodyLimit?: number;
  /** Fields never echoed back to the page (passwords). */
  hideFields?: string[];
  /**
   * Forms that only script sends, as JSON (the checkout): a plain form post of them is refused, so
   * no page elsewhere can make a browser send one (a cross-site form cannot send JSON).
   */
  jsonOnly?: IntentOf<S>[];
}) {
  const intents = [...(config.schema._zod.propValues?.intent ?? [])].map(String);
  return async (args: ActionFunctionArgs) => {
    const actor = await config.guard(args);
    let intent: string | null = null;
    // What the form held (never hidden fields or files), so a form posted without JavaScript shows it again.
    let values: Record<string, unknown> | undefined;
    const answer = (result: ActionResult<DataOf<H>>, status = 200, headers?: HeadersInit) =>
      data({ ...result, values }, { status, headers });
    try {
      const body = await readBody(args.request, config.bodyLimit ?? DEFAULT_BODY_LIMIT_BYTES, intents);
      intent = body.intent;
      if (intent === null) return answer({ ok: false, intent, message: "Unknown action." });
      if (body.form && config.jsonOnly?.includes(intent as IntentOf<S>)) throw unsupportedForm();
      const parsed = parse(config.schema, body, config.hideFields ?? []);
      values = parsed.values;
      if (!parsed.ok) return answer({ ok: false, intent, message: summary(parsed.errors), errors: parsed.errors });
      const handler = config.handlers[intent as IntentOf<S>] as (context: ActionContext<unknown, A>) => Promise<Outcome<DataOf<H>>>;
      const outcome = await handler({ input: parsed.value, actor, deps: depsFrom(args.context), args, form: body.form });
      values = undefined;
      return answer({ ok: true, intent, message: outcome.message, data: outcome.data }, 200, outcome.headers);
    } catch (error) {
      // Redirects are thrown Responses: they pass through.
      if (error instanceof Response) throw error;
      if (error instanceof ServiceError) {
        // A refusal with values in it, in the page's language (a fixed one is translated where shown).
        const { message, fieldErrors } = refusalIn(error, serverTranslator(localeOf(args.request), "serverErrors", "shell"));
        const errors: FieldErrors = { "": [message], ...fieldErrors };
        return answer({ ok: false, intent, message, errors });
      }
      console.error(`Page action ${new URL(args.request.url).pathname} (${intent ?? "unknown intent"}) failed`, error);
      const message = failureText(config.failures, intent, "server");
      return answer({ ok: false, intent, message, errors: { "": [message] }, failed: true }, isDatabaseUnavailable(error) ? 503 : 500);
    }
  };
}

type Body = { intent: string | null; form: FormData | null; json: unknown };

async function readBody(request: Request, limit: number, intents: string[]): Promise<Body> {
  const url = new URL(request.url);
  const fromUrl = { intent: url.searchParams.get("intent"), id: url.searchParams.get("id") };
  let form: FormData | null = null;
  let json: unknown = null;
  if (isJsonContentType(request)) json = await readJsonValue(request, limit);
  else form = await readFormData(request, limit);
  const object = isRecord(json) ? json : null;
  const sent = form ? form.get("intent") : object?.intent;
  // A page with one form needs no intent field.
  const named = typeof sent === "string" ? sent : (fromUrl.intent ?? (intents.length === 1 ? intents[0]! : null));
  const intent = named !== null && intents.includes(named) ? named : null;
  for (const [key, value] of Object.entries({ ...fromUrl, intent })) {
    if (value === null) continue;
    if (form && !form.has(key)) form.set(key, value);
    if (object && !(key in object)) object[key] = value;
  }
  return { intent, form, json };
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

type Parsed = ({ ok: true; value: unknown } | { ok: false; errors: FieldErrors }) & { values?: Record<string, unknown> };

/** A form through Conform (its coercion of text fields), JSON through the API's parseWith (its messages). */
function parse(schema: IntentSchema, body: Body, hideFields: string[]): Parsed {
  if (!body.form) return { ok: true, value: parseWith(schema, body.json) };
  const submission = parseWithZod(body.form, { schema });
  const reply = submission.reply({ hideFields });
  const values = (reply.initialValue ?? undefined) as Record<string, unknown> | undefined;
  if (submission.status === "success") return { ok: true, value: submission.value, values };
  const errors = Object.fromEntries(Object.entries(reply.error ?? {}).filter((entry): entry is [string, string[]] => !!entry[1]?.length));
  return { ok: false, errors, values };
}

/** The refusal in one line: the message for the whole form, else the first field's. */
function summary(errors: FieldErrors): string {
  return errors[""]?.[0] ?? Object.values(errors)[0]?.[0] ?? "Please correct the highlighted fields.";
}
