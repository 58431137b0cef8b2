// The load test's HTTP client: every request is named by its kind (what the simulated person did),
// timed, and checked against the statuses that kind may answer. Only requests made while recording
// (the timed run) count in the figures; sign-ins before it and the checks after it do not.
import { LIST_PAGE_SIZE } from "./rules.mjs";

/** A request that gets no answer in this time counts as "no answer" (a hung or crashed server). */
const TIMEOUT_MS = 30_000;

export const NO_ANSWER = "no answer";

export function createClient(base) {
  const samples = [];
  let recording = false;

  /**
   * One request (`json` or `form` is its body). `expect` lists the statuses this kind may answer;
   * anything else is recorded as unexpected, with the start of its text to show what went wrong.
   * Answers the status, the parsed JSON when the answer is JSON, and the response.
   * @param {string} kind
   * @param {string} path
   * @param {{ method?: string, token?: string, cookie?: string, json?: unknown, form?: Record<string, string>, headers?: Record<string, string>, expect?: (number | typeof NO_ANSWER)[] }} [options]
   */
  async function request(kind, path, { method = "GET", token, cookie, json, form, headers = {}, expect = [200] } = {}) {
    // Each request on a connection of its own: workerd closes a connection idle for 5 s, and Node's
    // fetch may send on one at that very moment, losing the request in the client ("other side
    // closed") before the site ever sees it. On localhost a new connection costs next to nothing.
    /** @type {Record<string, string>} */
    const sent = { Connection: "close", ...headers };
    if (token) sent.Authorization = `Bearer ${token}`;
    if (cookie) sent.Cookie = cookie;
    if (json !== undefined) sent["Content-Type"] = "application/json";
    if (form !== undefined) sent["Content-Type"] = "application/x-www-form-urlencoded";
    const body = json !== undefined ? JSON.stringify(json) : form !== undefined ? new URLSearchParams(form) : undefined;
    const started = performance.now();
    /** @type {number | typeof NO_ANSWER} */
    let status = NO_ANSWER;
    let data = null;
    let text = "";
    let response = null;
    try {
      response = await fetch(base + path, {
        method,
        headers: sent,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
      status = response.status;
      if (response.headers.get("content-type")?.includes("application/json")) data = JSON.parse(text);
    } catch (error) {
      text = String(error?.cause?.message ?? error?.message ?? error);
    }
    const ms = performance.now() - started;
    const unexpected = !expect.includes(status);
    if (recording) samples.push({ kind, status, ms, unexpected, detail: unexpected ? `${method} ${path}: ${text.slice(0, 200)}` : "" });
    return { status, data, response, unexpected };
  }

  return {
    request,
    samples,
    startRecording: () => (recording = true),
    stopRecording: () => (recording = false),
  };
}

/** Every page of a list endpoint (`?limit=&offset=`), as its `key` array. */
export async function listAll(client, path, key, auth) {
  const items = [];
  for (let offset = 0; offset !== null;) {
    const separator = path.includes("?") ? "&" : "?";
    const { status, data } = await client.request(`list ${path}`, `${path}${separator}limit=${LIST_PAGE_SIZE}&offset=${offset}`, auth);
    if (status !== 200) throw new Error(`GET ${path} answered ${status} at offset ${offset}`);
    items.push(...data[key]);
    offset = data.nextOffset ?? null;
  }
  return items;
}
