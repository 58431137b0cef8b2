import { E2E_CENTRE } from "../../scripts/lib/e2e-users.mjs";
import { E2E_PARTNER, expect, expectAccessible, test, tokenOf, visitAs } from "./fixtures";

// Issue 35, item 1, on a phone: the partner records the consent a parent gave on the signed
// enrolment form, with a photo of the form taken there and then.

test.use({ viewport: { width: 390, height: 844 } });

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC",
  "base64",
);

test("a partner records a parent's consent from the signed form", async ({ page, request }) => {
  const partner = await tokenOf(request, E2E_PARTNER);
  const name = `Rhea Consent${Date.now().toString(36)}`;
  const added = await request.post("/api/students", {
    headers: { Authorization: `Bearer ${partner}` },
    data: { name, dateOfBirth: "2017-04-09", course: "abacus", level: 1, centreId: E2E_CENTRE.id, parentPhone: "+91 98220 88888" },
  });
  expect(added.status()).toBe(201);
  const { student } = (await added.json()) as { student: { id: string } };

  // The site asked the parent on WhatsApp (after its answer): the child waits for them.
  const statusOf = async () =>
    (
      (await (await request.get(`/api/students/${student.id}`, { headers: { Authorization: `Bearer ${partner}` } })).json()) as {
        student: { consent: { status: string } };
      }
    ).student.consent.status;
  await expect.poll(statusOf, { timeout: 10_000 }).toBe("awaiting");
  await visitAs(page, E2E_PARTNER, `/my-centres/students/${student.id}`);
  const section = page.getByRole("region", { name: "Parent's consent" });
  await expect(section).toContainText("Waiting for the parent");
  await section.getByRole("button", { name: "Record consent from the signed form" }).click();
  const dialog = page.getByRole("dialog", { name: `${name}: consent on the signed form` });
  await expect(dialog.getByRole("checkbox", { name: /The core service/ })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "WhatsApp updates" }).check();
  // Without the form's photo, it says what is missing.
  await dialog.getByRole("button", { name: "Record consent" }).click();
  await expect(dialog.getByText("Choose an image to upload")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Photo of the signed form").setInputFiles({ name: "form.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("button", { name: "Record consent" }).click();
  await expect(dialog).toBeHidden();

  await expect(section).toContainText("Given");
  await expect(section).toContainText("WhatsApp updates: yes");
  await expect(section).toContainText("Photos in the gallery: no");
  await expect(section).toContainText("Recorded from the signed form");
  const form = section.getByRole("link", { name: "See the signed form" });
  const response = await request.get((await form.getAttribute("href"))!, {
    headers: { Cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  expect(response.headers()["content-type"]).toBe("image/png");
  await expectAccessible(page);
});
