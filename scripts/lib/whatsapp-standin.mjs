// A local stand-in for the WhatsApp Cloud API, for the browser tests' server (and anyone trying
// the site locally): it answers like the real API, refuses what it refuses (whatsapp-rules.mjs:
// free text outside the 24-hour window, a template without its language or with a bad parameter),
// and tells what it received at GET /received, each with the text the phone would show
// (`rendered`), as tests/worker/setup/whatsapp-standin.ts does for the workerd tests. Nothing leaves the machine.
import { createServer } from "node:http";
import { answerJson, readJson } from "./standin-http.mjs";
import { checkMessage } from "./whatsapp-rules.mjs";

/** Starts the stand-in on 127.0.0.1:`port`; resolves to its base URL. */
export function startWhatsAppStandin(port) {
  const received = [];
  /** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response */
  const answer = async (request, response) => {
    if (request.method === "GET" && request.url === "/received") return answerJson(response, 200, received);
    // A body that is not JSON is kept as an empty message (and refused as one).
    const message = (await readJson(request)) ?? {};
    // No number writes to this stand-in, so every window is closed: only templates are taken.
    const checked = checkMessage(message);
    // The last 200 are enough for any test to find its own.
    received.push({ path: request.url, time: new Date().toISOString(), ...message, ...checked });
    if (received.length > 200) received.shift();
    if (checked.refused) return answerJson(response, 400, checked.refused);
    answerJson(response, 200, { messages: [{ id: `wamid.e2e.${received.length}` }] });
  };
  const server = createServer((request, response) => void answer(request, response));
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(`http://127.0.0.1:${port}`));
  });
}
