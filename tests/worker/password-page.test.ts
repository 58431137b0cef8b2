import { describe, expect, it } from "vitest";
import { BASE, call, createUser, freshAddress, tokenFor, uniqueEmail } from "./helpers";
import { workerFetch } from "./worker-fetch";

/** Submits a page form the way a browser without JavaScript does. */
async function submitForm(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": freshAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  return { response, text: await response.text(), cookie: (response.headers.get("Set-Cookie") ?? "").split(";")[0]! };
}

const page = (path: string, cookie?: string) => call(path, { headers: cookie ? { Cookie: cookie } : {} });

/** An account as an admin makes it: approved, on a temporary password. */
async function accountWithTemporaryPassword() {
  const admin = await createUser({ role: "admin" });
  const email = uniqueEmail("new-partner");
  const { json } = await call("/api/users", {
    method: "POST",
    token: await tokenFor(admin.email, admin.password),
    body: { name: "Nikhil Rao", email },
  });
  return { email, tempPassword: json?.tempPassword as string };
}

describe("choosing a password at first sign-in", () => {
  it("sends the account to /account/password from sign-in and from every guarded page until it is done", async () => {
    const { email, tempPassword } = await accountWithTemporaryPassword();
    const login = await submitForm("/login", { email, password: tempPassword, redirectTo: "/kit-ordering" });
    expect(login.response.status).toBe(302);
    expect(login.response.headers.get("Location")).toBe("/account/password?redirectTo=%2Fkit-ordering");

    const kits = await page("/kit-ordering", login.cookie);
    expect(kits.status).toBe(302);
    expect(kits.response.headers.get("Location")).toBe("/account/password?redirectTo=%2Fkit-ordering");
    const form = await page("/account/password", login.cookie);
    expect(form.status).toBe(200);
    expect(form.text).toContain("Choose your own password");

    const mismatch = await submitForm(
      "/account/password",
      { intent: "changePassword", currentPassword: tempPassword, newPassword: "my-own-pass-1", confirmPassword: "my-own-pass-2" },
      login.cookie,
    );
    expect(mismatch.text).toContain("Passwords do not match");
    const wrong = await submitForm(
      "/account/password",
      { intent: "changePassword", currentPassword: "nope-nope", newPassword: "my-own-pass-1", confirmPassword: "my-own-pass-1" },
      login.cookie,
    );
    expect(wrong.text).toContain("Current password is incorrect");

    const done = await submitForm(
      "/account/password",
      {
        intent: "changePassword",
        currentPassword: tempPassword,
        newPassword: "my-own-pass-1",
        confirmPassword: "my-own-pass-1",
        redirectTo: "/kit-ordering",
      },
      login.cookie,
    );
    expect(done.response.status).toBe(302);
    expect(done.response.headers.get("Location")).toBe("/kit-ordering?passwordChanged=1");
    expect((await page("/kit-ordering", done.cookie)).status).toBe(200);
    // The session that used the temporary password has ended.
    expect((await page("/kit-ordering", login.cookie)).response.headers.get("Location")).toContain("/login");
  });

  it("lets any signed-in user change their password, and sends visitors to sign in", async () => {
    const user = await createUser();
    const login = await submitForm("/login", { email: user.email, password: user.password, redirectTo: "/" });
    const form = await page("/account/password", login.cookie);
    expect(form.text).toContain("Change password");
    const same = await submitForm(
      "/account/password",
      { intent: "changePassword", currentPassword: user.password, newPassword: user.password, confirmPassword: user.password },
      login.cookie,
    );
    expect(same.text).toContain("Choose a password different from the current one");
    const done = await submitForm(
      "/account/password",
      { intent: "changePassword", currentPassword: user.password, newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" },
      login.cookie,
    );
    expect(done.response.headers.get("Location")).toBe("/?passwordChanged=1");
    expect((await page("/account/password")).response.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Fpassword");
  });
});
