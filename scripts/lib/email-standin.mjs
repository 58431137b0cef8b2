// A local stand-in for Resend's email API (POST /emails), for `npm start` and the browser tests'
// server: it refuses what Resend refuses (no Bearer key; no from, to or subject; neither text nor
// html) and keeps the last 200 messages it took. Nothing leaves the machine. To read them:
// GET / (a list, each message's text and HTML body one click away) or GET /received (JSON).
// tests/worker/setup/email-standin.ts is the workerd tests' twin.
import { createServer } from "node:http";
import { answerJson, readJson } from "./standin-http.mjs";

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]);

/** Why Resend would refuse this message, or null. */
export function emailRefusal(authorization, message) {
  if (!/^Bearer \S+$/.test(authorization ?? "")) return { status: 401, message: "Missing API key" };
  for (const field of ["from", "to", "subject"]) {
    if (!message[field]) return { status: 422, message: `Missing \`${field}\` field.` };
  }
  if (!message.text && !message.html) return { status: 422, message: "Missing `html` or `text` field." };
  // Test addresses that stand for a recipient the provider will not take.
  if (String(message.to).endsWith("@refuse.test")) return { status: 422, message: "The recipient is on the suppression list." };
  return null;
}

/** Starts the stand-in on 127.0.0.1:`port` (0: any free one); resolves to its base URL and a way to stop it. */
export function startEmailStandin(port) {
  const received = [];
  /** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response */
  const answer = async (request, response) => {
    const page = request.method === "GET" && request.url.match(/^\/messages\/(\d+)\.(html|txt)$/);
    if (page) {
      const message = received.find((one) => one.id === page[1]);
      if (!message) return void response.writeHead(404).end("No such message");
      // The HTML body as the site wrote it; nothing else is served from this origin.
      const [type, body] = page[2] === "html" ? ["text/html", message.html ?? ""] : ["text/plain", message.text ?? ""];
      return void response.writeHead(200, { "Content-Type": `${type}; charset=utf-8` }).end(body);
    }
    if (request.method === "GET" && request.url === "/received") {
      return void response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received));
    }
    if (request.method === "GET" && request.url === "/") {
      const rows = received
        .toReversed()
        .map(
          (one) =>
            `<tr><td>${escape(one.time)}</td><td>${escape(one.to)}</td><td>${escape(one.subject)}</td>` +
            `<td><a href="/messages/${one.id}.txt">text</a> <a href="/messages/${one.id}.html">HTML</a></td></tr>`,
        )
        .join("");
      return void response
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><meta charset="utf-8"><title>Emails the site would send</title><h1>Emails the site would send</h1>` +
            `<table border="1" cellpadding="4"><tr><th>Time</th><th>To</th><th>Subject</th><th>Bodies</th></tr>${rows}</table>`,
        );
    }
    const message = await readJson(request);
    if (message === null) return answerJson(response, 400, { message: "Invalid JSON" });
    const refusal =
      request.url === "/emails" ? emailRefusal(request.headers.authorization, message) : { status: 404, message: "Not found" };
    if (refusal) return answerJson(response, refusal.status, refusal);
    const id = String(Number(received.at(-1)?.id ?? 0) + 1);
    received.push({ id, time: new Date().toISOString(), ...message });
    if (received.length > 200) received.shift();
    answerJson(response, 200, { id });
  };
  const server = createServer((request, response) => void answer(request, response));
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => {
      // Listening on TCP: the address is an object with its port (port 0 picks a free one).
      const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${bound}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
