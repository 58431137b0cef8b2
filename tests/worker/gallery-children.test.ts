import { describe, expect, it } from "vitest";
import { call, signedInUser } from "./helpers";
import { seedCentre, seedStudent } from "./competition-fixtures";
import { send, signInParent, uniquePhone } from "./parent-fixtures";

// Issue 35: a child appears in a gallery photo only with their parent's consent to photos. The
// admin names the children a photo shows; a child without that consent cannot be named (409), and
// a parent withdrawing it takes the photo off the public gallery at once, edge cache included.

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

async function childWithPhotoConsent(photos: boolean) {
  const phone = uniquePhone();
  const centreId = await seedCentre();
  const child = await seedStudent(
    centreId,
    { name: `Mira Phadke ${crypto.randomUUID().slice(0, 4)}`, parentPhone: phone },
    { consented: false },
  );
  const token = await signInParent(phone);
  await send(`/api/parents/children/${child.id}/consent`, {
    method: "PUT",
    body: { core: true, results: false, photos, messages: false },
    token,
  });
  return { child, token };
}

describe("children in gallery photos", () => {
  it("names only children whose parent agreed to photos (409 naming the child otherwise)", async () => {
    const admin = await signedInUser("admin");
    const { child } = await childWithPhotoConsent(false);
    const refused = await call("/api/gallery", {
      method: "POST",
      token: admin.token,
      body: { imageUrl: PNG, category: "events", publishedDate: "2026-11-20", studentIds: [child.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.json?.errors?.studentIds?.[0]).toContain(child.name);
    const unknown = await call("/api/gallery", {
      method: "POST",
      token: admin.token,
      body: { imageUrl: PNG, category: "events", publishedDate: "2026-11-20", studentIds: ["no-such-student"] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json?.errors?.studentIds).toBeDefined();
  });

  it("takes a photo off the public gallery at once when a parent withdraws consent to photos, and shows it again when given", async () => {
    const admin = await signedInUser("admin");
    const { child, token } = await childWithPhotoConsent(true);
    const created = await call("/api/gallery", {
      method: "POST",
      token: admin.token,
      body: { imageUrl: PNG, category: "events", publishedDate: "2099-01-01", studentIds: [child.id] },
    });
    expect(created.status).toBe(201);
    const imageUrl = created.json!.item.imageUrl as string;
    // Visitors' answers (the page is kept by the edge cache for them), and the API.
    const publicGallery = async () =>
      `${(await call("/gallery?category=events")).text}${JSON.stringify((await call("/api/gallery?category=events")).json)}`;
    expect(await publicGallery()).toContain(imageUrl);
    expect(await publicGallery()).not.toContain(child.name);

    await send(`/api/parents/children/${child.id}/consent`, {
      method: "PUT",
      body: { core: true, results: false, photos: false, messages: false },
      token,
    });
    expect(await publicGallery()).not.toContain(imageUrl);
    // The admin still sees it, marked hidden, with the child named.
    const adminPage = (await call("/gallery?category=events", { headers: { Cookie: admin.cookie } })).text!;
    expect(adminPage).toContain(imageUrl);
    expect(adminPage).toContain("Hidden: a parent has not agreed to photos");

    await send(`/api/parents/children/${child.id}/consent`, {
      method: "PUT",
      body: { core: true, results: false, photos: true, messages: false },
      token,
    });
    expect(await publicGallery()).toContain(imageUrl);
  });

  it("finds children by name for the admin's form, with their consent to photos; others are refused", async () => {
    const admin = await signedInUser("admin");
    const { child } = await childWithPhotoConsent(false);
    const found = await call(`/gallery/children?q=${encodeURIComponent(child.name)}`, { headers: { Cookie: admin.cookie } });
    expect(found.json?.children).toEqual([expect.objectContaining({ id: child.id, name: child.name, photos: false })]);
    const partner = await signedInUser();
    const refused = await call(`/gallery/children?q=Mira`, { headers: { Cookie: partner.cookie } });
    expect(refused.status).not.toBe(200);
  });
});
