import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "~/db/schema";
import { BENCH_BROCHURE } from "../../scripts/bench/targets.mjs";
import { samplePdf } from "../../scripts/lib/sample-pdf.mjs";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 31, item 8: /franchise offers "a downloadable brochure when one is uploaded". An admin uploads
// a PDF in Settings (or PUT /api/franchise-brochure); anyone downloads it at /franchise/brochure.pdf.

type User = Awaited<ReturnType<typeof signedInUser>>;
let admin: User;
let partner: User;
beforeAll(async () => {
  [admin, partner] = [await signedInUser("admin"), await signedInUser()];
});

const put = (body: BodyInit, { token = admin.token, type = "application/pdf" }: { token?: string; type?: string } = {}) =>
  workerFetch(`${BASE}/api/franchise-brochure`, {
    method: "PUT",
    body,
    headers: { "Content-Type": type, Authorization: `Bearer ${token}`, "CF-Connecting-IP": freshAddress() },
  });
const download = (headers: Record<string, string> = {}) => workerFetch(`${BASE}/franchise/brochure.pdf`, { headers });
/** The franchise page as a visitor gets it (from the edge cache when it holds a copy). */
const franchisePage = async () => (await workerFetch(`${BASE}/franchise`)).text();
/** The brochures in R2 (the bucket outlives a test file's database: the bench's sample is left out). */
const storedBrochures = async () =>
  (await env.IMAGES.list({ prefix: "brochures/" })).objects.map((object) => object.key).filter((key) => key !== BENCH_BROCHURE.key);

/** The Settings page's forms, posted as a browser posts them without script. */
async function postSettings(fields: Record<string, string | File>, cookie = admin.cookie) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await workerFetch(`${BASE}/admin/settings`, {
    method: "POST",
    redirect: "manual",
    body: form,
    headers: { "CF-Connecting-IP": freshAddress(), Cookie: cookie },
  });
  return { status: response.status, text: await response.text() };
}

describe("the franchise brochure", () => {
  it("is offered on /franchise once an admin uploads it, and downloads as that PDF", async () => {
    expect(await franchisePage()).not.toContain("Download the brochure");
    expect((await download()).status).toBe(404);

    const pdf = samplePdf("Bright Minds Academy: the franchise");
    const saved = await put(pdf);
    expect(saved.status).toBe(200);
    const { brochure } = (await saved.json()) as { brochure: { bytes: number; uploadedAt: string; url: string } };
    expect(brochure).toEqual({ bytes: pdf.byteLength, uploadedAt: expect.any(String), url: "/franchise/brochure.pdf" });
    expect(Number(saved.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);

    // The edge cache's copy of /franchise made before the upload is not served again.
    const page = await franchisePage();
    expect(page).toContain("Download the brochure");
    expect(page).toContain("PDF, 1 KB, updated");
    expect(page).toContain('href="/franchise/brochure.pdf"');

    const file = await download();
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe('inline; filename="bright-minds-franchise-brochure.pdf"');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    // A browser's kept copy is confirmed without sending the file again.
    const kept = await download({ "If-None-Match": file.headers.get("ETag")! });
    expect(kept.status).toBe(304);

    // Visitors learn its size and date, never where it is stored.
    const { json: info } = await call("/api/info");
    expect(info?.info.franchiseBrochure).toEqual({ bytes: pdf.byteLength, uploadedAt: brochure.uploadedAt });
    const logged = await db.select().from(activityLog).where(eq(activityLog.target, "settings:franchiseBrochure")).all();
    expect(logged.map((entry) => entry.summary)).toContain("Uploaded the franchise brochure (1 KB)");
  });

  it("takes only a whole PDF of at most 10 MB, from an admin, and changes nothing otherwise", async () => {
    const first = samplePdf("The brochure that stays");
    expect((await put(first)).status).toBe(200);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const refusals = {
      notPdf: await put(png),
      cut: await put(samplePdf("Cut short").slice(0, 200)),
      empty: await put(new Uint8Array(0)),
      tooBig: await put(new Uint8Array(10 * 1024 * 1024 + 1)),
      json: await put(JSON.stringify({ brochure: "x" }), { type: "application/json" }),
      partner: await put(first, { token: partner.token }),
    };
    expect(Object.fromEntries(Object.entries(refusals).map(([name, response]) => [name, response.status]))).toEqual({
      notPdf: 400,
      cut: 400,
      empty: 400,
      tooBig: 413,
      json: 415,
      partner: 403,
    });
    expect(await refusals.notPdf.json()).toMatchObject({
      message: "Brochure: the brochure must be a PDF file",
      errors: { brochure: ["The brochure must be a PDF file"] },
    });
    const visitor = await workerFetch(`${BASE}/api/franchise-brochure`, {
      method: "DELETE",
      headers: { "CF-Connecting-IP": freshAddress() },
    });
    expect(visitor.status).toBe(401);
    expect(new Uint8Array(await (await download()).arrayBuffer())).toEqual(first);
    expect(await storedBrochures()).toHaveLength(1);
  });

  it("replaces the old file with a new upload, and goes when removed", async () => {
    await put(samplePdf("Old brochure"));
    const newer = samplePdf("New brochure, with this year's figures");
    await put(newer);
    expect(new Uint8Array(await (await download()).arrayBuffer())).toEqual(newer);
    expect(await storedBrochures()).toHaveLength(1);

    const removed = await workerFetch(`${BASE}/api/franchise-brochure`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${admin.token}`, "CF-Connecting-IP": freshAddress() },
    });
    expect(removed.status).toBe(200);
    expect((await download()).status).toBe(404);
    expect(await storedBrochures()).toEqual([]);
    expect(await franchisePage()).not.toContain("Download the brochure");
    const again = await workerFetch(`${BASE}/api/franchise-brochure`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${admin.token}`, "CF-Connecting-IP": freshAddress() },
    });
    expect(again.status).toBe(404);
  });

  it("is uploaded and removed from the Settings page, which names the field of a wrong file", async () => {
    const pdf = samplePdf("From the Settings page");
    const uploaded = await postSettings({
      intent: "uploadBrochure",
      brochure: new File([pdf], "brochure.pdf", { type: "application/pdf" }),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.text).toContain("Franchise brochure uploaded");
    expect(new Uint8Array(await (await download()).arrayBuffer())).toEqual(pdf);
    const settings = await (await workerFetch(`${BASE}/admin/settings`, { headers: { Cookie: admin.cookie } })).text();
    expect(settings).toContain("Current brochure");
    expect(settings).toContain("Remove Brochure");

    const text = await postSettings({
      intent: "uploadBrochure",
      brochure: new File(["not a pdf"], "notes.pdf", { type: "application/pdf" }),
    });
    expect(text.text).toContain("The brochure must be a PDF file");
    const none = await postSettings({ intent: "uploadBrochure" });
    expect(none.text).toContain("Choose a PDF file to upload");
    expect(new Uint8Array(await (await download()).arrayBuffer())).toEqual(pdf);

    const partnerTry = await postSettings({ intent: "removeBrochure" }, partner.cookie);
    expect(partnerTry.status).toBe(302);
    expect((await download()).status).toBe(200);
    const removed = await postSettings({ intent: "removeBrochure" });
    expect(removed.text).toContain("Franchise brochure removed");
    expect((await download()).status).toBe(404);
  });
});
