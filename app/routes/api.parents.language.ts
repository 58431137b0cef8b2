import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { setParentLanguage } from "~/services/parent-languages.server";
import { parentLanguageSchema } from "~/validation/parents";
import { requireApiParent } from "~/web/parent-session.server";

const handlers = apiMethods({
  /**
   * PUT /api/parents/language `{ language: "en" | "mr" | "hi" }`: the language the signed-in
   * parent's WhatsApp messages go in (where that translation of a template is approved).
   */
  PUT: async (args: ActionFunctionArgs) => {
    const parent = await requireApiParent(args);
    const input = await readJsonBody(args.request, parentLanguageSchema);
    return jsonOk({ message: "Language saved", ...(await setParentLanguage(depsFrom(args.context), parent.phone, input)) });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
