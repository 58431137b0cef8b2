import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { decideTransfer } from "~/services/transfers.server";
import { transferDecisionSchema } from "~/validation/transfers";
import { requireApiAdmin } from "~/web/guards.server";

const handlers = apiMethods<ActionFunctionArgs>({
  /** POST /api/transfers/{id} `{ decision: "confirm" | "decline" }` (admins): confirming moves the student. */
  POST: async (args) => {
    const admin = await requireApiAdmin(args);
    const { decision } = await readJsonBody(args.request, transferDecisionSchema);
    const transfer = await decideTransfer(depsFrom(args.context), admin, args.params.id ?? "", decision);
    return jsonOk({ message: decision === "confirm" ? "Student moved" : "Transfer declined", transfer });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
