import { E2E_CENTRE, E2E_WHATSAPP_STANDIN } from "../../scripts/lib/e2e-users.mjs";
import { E2E_ADMIN, E2E_PARTNER, test, tokenOf, visit, visitAs } from "./fixtures";

test("shots", async ({ page, browser, request, baseURL }) => {
  const phone = `+9195${String(Date.now()).slice(-8)}`;
  const token = await tokenOf(request, E2E_PARTNER);
  const add = await request.post("/api/students", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Anaya Kulkarni", dateOfBirth: "2017-08-02", course: "abacus", level: 2, centreId: E2E_CENTRE.id, parentPhone: phone },
  });
  const { student } = (await add.json()) as { student: { id: string } };
  await request.post("/api/students", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Vihaan Kulkarni", dateOfBirth: "2015-01-12", course: "phonics", level: 4, centreId: E2E_CENTRE.id, parentPhone: phone },
  });
  for (const [w, h, tag] of [[390, 844, "phone"], [1280, 900, "desktop"]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await visit(page, "/parents");
    await page.screenshot({ path: `/tmp/shots/parents-signin-${tag}.png`, fullPage: true });
    await visitAs(page, E2E_PARTNER, `/my-centres/students/${student.id}`);
    await page.screenshot({ path: `/tmp/shots/student-${tag}.png`, fullPage: true });
  }
  await request.post("/api/parents/code", { data: { phone } });
  await new Promise((r) => setTimeout(r, 1500));
  const received = (await (await request.get(`${E2E_WHATSAPP_STANDIN}/received`)).json()) as { to: string; template?: { name: string; components: { parameters: { text: string }[] }[] } }[];
  const code = received.filter((m) => m.to === phone.slice(1) && m.template?.name === "parent_code").at(-1)!.template!.components[0]!.parameters[0]!.text;
  const session = await request.post("/api/parents/session", { data: { phone, code } });
  const { token: parentToken } = (await session.json()) as { token: string };
  await request.post("/api/parents/requests", { headers: { Authorization: `Bearer ${parentToken}` }, data: { type: "correction", studentId: student.id, text: "Her date of birth is 2 August, not 8 February." } });
  const context = await browser.newContext();
  await context.addCookies([{ name: "__Host-academy_parent", value: parentToken, domain: new URL(baseURL!).hostname, path: "/", secure: true, httpOnly: true, sameSite: "Lax" }]);
  const parent = await context.newPage();
  for (const [w, h, tag] of [[390, 844, "phone"], [1280, 900, "desktop"]] as const) {
    await parent.setViewportSize({ width: w, height: h });
    await visit(parent, "/parents");
    await parent.screenshot({ path: `/tmp/shots/parents-home-${tag}.png`, fullPage: true });
    await visit(parent, "/parents/data");
    await parent.screenshot({ path: `/tmp/shots/parents-data-${tag}.png`, fullPage: true });
    await visitAs(page, E2E_ADMIN, "/admin/privacy");
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `/tmp/shots/admin-privacy-${tag}.png`, fullPage: true });
  }
});
