// A local stand-in for the WhatsApp Cloud API (vitest globalSetup, in Node). It refuses what Meta
// refuses (scripts/lib/whatsapp-rules.mjs): a template it has not approved (our templates under
// their default names, each in the languages it is written in), a language it has no translation
// in, a wrong parameter count, no language, free text outside the recipient's
// 24-hour window. It also refuses messages to numbers ending in 500 (as a failing delivery would),
// takes those to numbers ending in 999 without ever answering, and tells the tests what it
// received at GET /received, each with the text the phone would show (`rendered`).
// As Meta, it signs the webhook calls it makes: POST /simulate/inbound { from, text, name? } and
// POST /simulate/status { id, status, recipient, errors? } answer the signed body for the test to
// deliver to the worker's webhook (an inbound message also opens that number's window here).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { WHATSAPP_TEMPLATES } from "../../../app/lib/whatsapp-templates";
import { answerJson, readJson } from "../../../scripts/lib/standin-http.mjs";
import { checkMessage, webhookBody, webhookSignature } from "../../../scripts/lib/whatsapp-rules.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    whatsappStandinUrl: string;
  }
}

/** The app secret the stand-in signs its webhook calls with: the workerd tests' WHATSAPP_APP_SECRET. */
export const STANDIN_APP_SECRET = "standin-app-secret-for-workerd-tests";

/** Approved in the stand-in's WhatsApp Manager: each template under its default name, in every language it is written in. */
const APPROVED = Object.fromEntries(
  Object.values(WHATSAPP_TEMPLATES).map((template) => [
    template.defaultName,
    { parameters: template.parameters.length, bodies: template.bodies },
  ]),
);

export default async function setup(project: TestProject) {
  const received: unknown[] = [];
  // When each number last wrote to the business (ms).
  const lastInbound = new Map<string, number>();
  let inbound = 0;
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === "GET" && request.url === "/received") return answerJson(response, 200, received);
    const body = await readJson(request);
    // A body that is not JSON gets a 400, as from Meta's API.
    if (body === null) return answerJson(response, 400, { error: { message: "Invalid JSON" } });
    if (request.url === "/simulate/inbound") {
      const from = String(body.from).replace(/^\+/, "");
      lastInbound.set(from, Date.now());
      const id = `wamid.in.${++inbound}.${Date.now()}`;
      const payload = webhookBody({
        contacts: [{ profile: { name: body.name ?? "Standin Sender" }, wa_id: from }],
        messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: body.text } }],
      });
      return answerJson(response, 200, { id, body: payload, signature: await webhookSignature(STANDIN_APP_SECRET, payload) });
    }
    if (request.url === "/simulate/status") {
      const status = {
        id: body.id,
        status: body.status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: body.recipient,
        ...(body.errors ? { errors: body.errors } : {}),
      };
      const payload = webhookBody({ statuses: [status] });
      return answerJson(response, 200, { body: payload, signature: await webhookSignature(STANDIN_APP_SECRET, payload) });
    }
    const checked = checkMessage(body, { templates: APPROVED, lastInbound: lastInbound.get(body.to) });
    received.push({ path: request.url, authorization: request.headers.authorization, ...body, ...checked });
    if ("refused" in checked) return answerJson(response, 400, checked.refused);
    if (body.to?.endsWith("999")) {
      // Took the message but the answer never comes back, as when a connection drops.
      request.socket.destroy();
      return;
    }
    if (body.to?.endsWith("500")) return answerJson(response, 500, { error: { message: "Recipient unavailable" } });
    return answerJson(response, 200, { messages: [{ id: `wamid.${received.length}` }] });
  };
  // Anything that fails while answering gets a 400, not an unhandled rejection.
  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("whatsappStandinUrl", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
