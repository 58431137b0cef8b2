import { redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "~/lib/action-result";
import { invalidInput } from "~/lib/errors";
import { pageAction } from "~/lib/page-action.server";
import { CONTACT_FAILURES } from "~/validation/contact";
import { intent } from "~/validation/fields";
import { z } from "~/validation/zod";
import { db } from "./helpers";

// The one page-action protocol (lib/page-action.server.ts), on a page with two small forms.
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("send"), name: z.string({ error: "Name is required" }), secret: z.string().optional() }),
  z.object({ intent: intent("remove"), id: z.string().min(1, "id is required") }),
]);
const failures = { send: CONTACT_FAILURES.send, remove: "Could not remove it" };

const context = { db, cloudflare: { env, ctx: {} }, serverEnv: { JWT_SECRET: "x" }, deliver: () => {} } as unknown as AppLoadContext;

function post(body: URLSearchParams | string, { url = "https://academy.test/page", json = false } = {}): ActionFunctionArgs {
  const headers = { "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded" };
  return { request: new Request(url, { method: "POST", body, headers }), context, params: {} };
}

/** What the action answered: its status and the ActionResult (Remix's data() wrapper unwrapped). */
async function answer(action: (args: ActionFunctionArgs) => Promise<unknown>, args: ActionFunctionArgs) {
  const outcome = (await action(args)) as { data: ActionResult; init: { status: number } };
  return { status: outcome.init.status, result: outcome.data };
}

const guardPasses = async () => ({ id: "someone" });

type SendContext = { input: { name: string } };
/** The page's action, with `send` as the "send" form's handler (removing always works). */
const actionWhereSend = (send: (context: SendContext) => Promise<{ message: string }>) =>
  pageAction({ guard: guardPasses, schema, failures, handlers: { send, remove: async () => ({ message: "Removed" }) } });

describe("pageAction", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers success with the handler's message and data, for the form its intent names", async () => {
    const action = pageAction({
      guard: guardPasses,
      schema,
      failures,
      handlers: {
        send: async ({ input, actor }) => ({ message: `Sent by ${actor.id}`, data: { name: input.name } }),
        remove: async () => ({ message: "Removed" }),
      },
    });
    const { status, result } = await answer(action, post(new URLSearchParams({ intent: "send", name: "Meera" })));
    expect(status).toBe(200);
    expect(result).toEqual({ ok: true, intent: "send", message: "Sent by someone", data: { name: "Meera" } });
    // The intent and id may also come in the action URL.
    const removed = await answer(action, post(new URLSearchParams({}), { url: "https://academy.test/page?intent=remove&id=7" }));
    expect(removed.result).toMatchObject({ ok: true, intent: "remove", message: "Removed" });
  });

  it("refuses bad input as an answered form, with the messages by field and the values (never hidden fields), and runs nothing", async () => {
    const send = vi.fn(async () => ({ message: "Sent" }));
    const action = pageAction({ guard: guardPasses, schema, failures, hideFields: ["secret"], handlers: { send, remove: send } });
    const { status, result } = await answer(action, post(new URLSearchParams({ intent: "send", name: "", secret: "hunter2" })));
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: false, intent: "send", message: "Name is required", errors: { name: ["Name is required"] } });
    expect(JSON.stringify(result)).not.toContain("hunter2");
    const unknown = await answer(action, post(new URLSearchParams({ intent: "explode" })));
    expect(unknown).toMatchObject({ status: 200, result: { ok: false, intent: null, message: "Unknown action." } });
    expect(send).not.toHaveBeenCalled();
  });

  it("says a service's refusal in its own words, beside the fields it names", async () => {
    const action = actionWhereSend(async () => {
      throw invalidInput("Too many messages. Please try again in a minute.", { name: ["Try another name"] });
    });
    const { status, result } = await answer(action, post(new URLSearchParams({ intent: "send", name: "Meera" })));
    expect(status).toBe(200);
    expect(result.ok).toBe(false);
    expect(result.message).toBe("Too many messages. Please try again in a minute.");
    expect(result.errors).toEqual({ "": ["Too many messages. Please try again in a minute."], name: ["Try another name"] });
  });

  it("answers an unexpected failure with the form's own failure text, logs it and reveals nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const action = actionWhereSend(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'slug')");
    });
    const { status, result } = await answer(action, post(new URLSearchParams({ intent: "send", name: "Meera" })));
    expect(status).toBe(500);
    expect(result.message).toBe("Failed to send message");
    // Shown above the form, and marked so the page always says it.
    expect(result).toMatchObject({ ok: false, failed: true, errors: { "": ["Failed to send message"] } });
    expect(JSON.stringify(result)).not.toContain("Cannot read");
    expect(logged).toHaveBeenCalledOnce();
  });

  it("answers 503 with the same failure text while the database cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const action = actionWhereSend(async () => {
      throw new Error("D1_ERROR: D1 DB is overloaded. Too many requests queued.");
    });
    const { status, result } = await answer(action, post(new URLSearchParams({ intent: "send", name: "Meera" })));
    expect(status).toBe(503);
    expect(result).toMatchObject({ ok: false, failed: true, message: "Failed to send message" });
    expect(JSON.stringify(result)).not.toContain("overloaded");
  });

  it("lets redirects through, the guard's first: a refused caller's body is never read", async () => {
    const send = vi.fn(async () => {
      throw redirect("/thanks");
    });
    const action = pageAction({ guard: guardPasses, schema, failures, handlers: { send, remove: send } });
    const thrown = await action(post(new URLSearchParams({ intent: "send", name: "Meera" }))).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/thanks");

    const guarded = pageAction({
      guard: async () => {
        throw redirect("/login");
      },
      schema,
      failures,
      handlers: { send, remove: send },
    });
    const args = post(new URLSearchParams({ intent: "send", name: "Meera" }));
    const refused = await guarded(args).catch((error: unknown) => error);
    expect((refused as Response).headers.get("Location")).toBe("/login");
    expect(args.request.bodyUsed).toBe(false);
  });

  it("reads a JSON body as the checkout sends it", async () => {
    const action = actionWhereSend(async ({ input }) => ({ message: `Hello ${input.name}` }));
    const { result } = await answer(action, post(JSON.stringify({ intent: "send", name: "Asha" }), { json: true }));
    expect(result).toMatchObject({ ok: true, message: "Hello Asha" });
  });
});
