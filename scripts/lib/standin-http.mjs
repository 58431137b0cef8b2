// What the local stand-ins for outside services (WhatsApp, email) share: reading a request's JSON
// body and answering JSON, as the real APIs do.

/**
 * The request's body as JSON: {} when it is empty, null when it is not JSON.
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<any>}
 */
export function readJson(request) {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      try {
        resolve(JSON.parse(body || "{}"));
      } catch {
        resolve(null);
      }
    });
  });
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {unknown} value
 */
export function answerJson(response, status, value) {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
}
