// A local stand-in for the WhatsApp Cloud API (vitest globalSetup, in Node): it answers like the
// real API, refuses messages to numbers ending in 500 (as a failing delivery would), takes those
// to numbers ending in 999 without ever answering, and tells the tests what it received at GET /received.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    whatsappStandinUrl: string;
  }
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => resolve(body));
  });

export default async function setup(project: TestProject) {
  const received: unknown[] = [];
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === "GET" && request.url === "/received") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received));
      return;
    }
    const body = JSON.parse((await readBody(request)) || "{}") as { to?: string };
    received.push({ path: request.url, authorization: request.headers.authorization, ...body });
    if (body.to?.endsWith("999")) {
      // Took the message but the answer never comes back, as when a connection drops.
      request.socket.destroy();
      return;
    }
    if (body.to?.endsWith("500")) {
      response.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "Recipient unavailable" } }));
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ messages: [{ id: `wamid.${received.length}` }] }));
  };
  // A body that is not JSON gets a 400, as from Meta's API, not an unhandled rejection.
  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("whatsappStandinUrl", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
