import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations, d1Execute, seedAdmin } from "../../scripts/lib/local-site.mjs";

// `npm start` (and scripts/seed-admin.mjs) seed admin-1; without ADMIN_PASSWORD they print a
// generated password once. Such a password has been through a terminal: it only gets you in.
test.describe("the administrator npm start seeds", () => {
  let dir: string;
  test.beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "seed-admin-"));
    applyMigrations(dir, { quiet: true });
  });
  test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const mustChange = () =>
    d1Execute("SELECT must_change_password AS mustChange FROM users WHERE id = 'admin-1'", dir)[0].results[0].mustChange;

  test("with a generated password must choose their own at first sign-in", () => {
    seedAdmin({ email: "owner@example.com", password: "", persistTo: dir });
    expect(mustChange()).toBe(1);
  });

  test("with the operator's own ADMIN_PASSWORD signs in as usual", () => {
    seedAdmin({ email: "owner@example.com", password: "Operator-chosen-9", persistTo: dir });
    expect(mustChange()).toBe(0);
  });
});
