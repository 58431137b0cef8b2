import { describe, expect, it } from "vitest";
import { call, signedInUser, withoutScripts } from "./helpers";

// What the owner writes in Marathi and Hindi (Settings): the testimonials and the franchise
// figures. A language shows its own where given, and the English where not.

const ENGLISH = { name: "Meera Joshi", role: "Parent", content: "My son now adds faster than his calculator.", rating: 5 };
const MARATHI = { name: "मीरा जोशी", role: "पालक", content: "माझा मुलगा आता कॅल्क्युलेटरपेक्षा वेगाने बेरीज करतो.", rating: 5 };

describe("the owner's words in Marathi and Hindi", () => {
  it("shows each language its own testimonials and figures, and the English where it has none", async () => {
    const admin = await signedInUser("admin");
    const saved = await call("/api/info", {
      method: "PUT",
      token: admin.token,
      body: {
        testimonials: [ENGLISH],
        testimonialsMr: [MARATHI],
        franchise: { investment: "₹2.5 to 3 lakh", payback: "12 to 18 months" },
        franchiseMr: { investment: "₹२.५ ते ३ लाख" },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json?.info.translations).toEqual({
      mr: { testimonials: [MARATHI], franchise: { investment: "₹२.५ ते ३ लाख" } },
      hi: { testimonials: [], franchise: null },
    });

    const marathiHome = withoutScripts((await call("/mr/")).text);
    expect(marathiHome).toContain(MARATHI.content);
    expect(marathiHome).not.toContain(ENGLISH.content);
    expect(withoutScripts((await call("/")).text)).toContain(ENGLISH.content);
    // Hindi has none of its own: the English ones.
    expect(withoutScripts((await call("/hi/")).text)).toContain(ENGLISH.content);

    // Each figure on its own: the Marathi investment, the English payback.
    const marathiOffer = withoutScripts((await call("/mr/franchise")).text);
    expect(marathiOffer).toContain("₹२.५ ते ३ लाख");
    expect(marathiOffer).not.toContain("₹2.5 to 3 lakh");
    expect(marathiOffer).toContain("12 to 18 months");
    expect(withoutScripts((await call("/franchise")).text)).toContain("₹2.5 to 3 lakh");

    // Emptied, a language shows the English again.
    expect((await call("/api/info", { method: "PUT", token: admin.token, body: { testimonialsMr: [], franchiseMr: {} } })).status).toBe(
      200,
    );
    expect(withoutScripts((await call("/mr/")).text)).toContain(ENGLISH.content);
    expect(withoutScripts((await call("/mr/franchise")).text)).toContain("₹2.5 to 3 lakh");
  });

  it("keeps the translations to admins, and names the field a bad one is refused for", async () => {
    expect((await call("/api/info")).json?.info.translations).toBeUndefined();
    const admin = await signedInUser("admin");
    const bad = await call("/api/info", {
      method: "PUT",
      token: admin.token,
      body: { testimonialsHi: [{ name: "", role: "अभिभावक", content: "बहुत अच्छा", rating: 5 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors, JSON.stringify(bad.json)).toEqual({ "testimonialsHi.0.name": ["Name is required"] });
  });
});
