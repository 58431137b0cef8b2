// A local stand-in for the WhatsApp Cloud API, for the browser tests' server (and anyone trying
// the site locally): it answers like the real API, refuses what it refuses (whatsapp-rules.mjs:
// free text outside the 24-hour window, a template without its language or with a bad parameter),
// and tells what it received at GET /received, each with the text the phone would show
// (`rendered`), as tests/worker/setup/whatsapp-standin.ts does for the workerd tests. Nothing leaves the machine.
import { createServer } from "node:http";
import { checkMessage } from "./whatsapp-rules.mjs";

/** Starts the stand-in on 127.0.0.1:`port`; resolves to its base URL. */
export function startWhatsAppStandin(port) {
  const received = [];
  const server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/received") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received));
      return;
    }
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      let message = {};
      try {
        message = JSON.parse(body || "{}");
      } catch {
        // kept as an empty message
      }
      // No number writes to this stand-in, so every window is closed: only templates are taken.
      const checked = checkMessage(message);
      // The last 200 are enough for any test to find its own.
      received.push({ path: request.url, time: new Date().toISOString(), ...message, ...checked });
      if (received.length > 200) received.shift();
      if (checked.refused) {
        response.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify(checked.refused));
        return;
      }
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ messages: [{ id: `wamid.e2e.${received.length}` }] }));
    });
  });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(`http://127.0.0.1:${port}`));
  });
}
