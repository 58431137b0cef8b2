// A local stand-in for Resend's email API (vitest globalSetup, in Node), refusing what Resend
// refuses (scripts/lib/email-standin.mjs, which `npm start` runs too), and refusing mail to
// addresses at refuse.test (as a failing delivery would). GET /received lists what it took.
import type { TestProject } from "vitest/node";
import { startEmailStandin } from "../../../scripts/lib/email-standin.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    emailStandinUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const { url, close } = (await startEmailStandin(0)) as { url: string; close: () => Promise<void> };
  project.provide("emailStandinUrl", url);
  return close;
}
