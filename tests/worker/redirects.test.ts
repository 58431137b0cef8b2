import { describe, expect, it } from "vitest";
import { BASE, createUser, freshAddress } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Every form that carries `redirectTo` (sign-in, the password page) goes only to a path on this
// site: whatever a crafted link puts there, the browser must not be sent to another origin.

const CRAFTED = [
  "//evil.example/x",
  "/\t/evil.example/x", // browsers drop the tab: //evil.example/x
  "/\n/evil.example/x",
  "/\r\n/evil.example/x",
  "/\\evil.example/x", // browsers read a backslash as a slash
  "/\\/evil.example",
  "https://evil.example/x",
  "javascript:alert(1)",
  "/%0a/evil",
];

async function signIn(email: string, password: string, redirectTo: string) {
  const response = await workerFetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email, password, redirectTo }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
  });
  return response.headers.get("Location");
}

/** Where a browser would go from this Location header, as its URL parser reads it. */
const destination = (location: string | null) => new URL(location ?? "", BASE);

describe("redirectTo after signing in", () => {
  it("never leaves this site, whatever the link carried", async () => {
    const user = await createUser();
    for (const crafted of CRAFTED) {
      const location = await signIn(user.email, user.password, crafted);
      expect(destination(location).origin, JSON.stringify(crafted)).toBe(BASE);
      const unsafe = [...(location ?? "")].filter((c) => c.charCodeAt(0) < 0x20 || c === "\\");
      expect(unsafe, JSON.stringify(crafted)).toEqual([]);
    }
  });

  it("keeps a real path of this site, with its query", async () => {
    const user = await createUser({ role: "admin" });
    expect(await signIn(user.email, user.password, "/admin/users")).toBe("/admin/users");
  });
});
