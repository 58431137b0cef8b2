import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { requestTransfer } from "~/services/transfers.server";
import { transferRequestSchema } from "~/validation/transfers";
import { requireApiMember } from "~/web/guards.server";

// A student of a centre the caller does not run, asked for no centre the caller runs: 404.
const handlers = apiMethods<ActionFunctionArgs>({
  /**
   * POST /api/students/{id}/transfer `{ centreId }`: an admin moves the student (200, `moved: true`);
   * a partner of either centre asks, and the request waits for an admin (201, `moved: false`).
   */
  POST: async (args) => {
    const user = await requireApiMember(args);
    const input = await readJsonBody(args.request, transferRequestSchema);
    const { transfer, moved } = await requestTransfer(depsFrom(args.context), user, args.params.id ?? "", input);
    const message = moved ? "Student moved" : "Transfer requested: the head office will confirm it";
    return jsonOk({ message, transfer, moved }, { status: moved ? 200 : 201 });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
