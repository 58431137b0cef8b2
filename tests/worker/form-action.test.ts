import { redirect } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runFormAction } from "~/lib/form-action.server";
import { invalidInput } from "~/lib/errors.server";
import { contactMessageSchema, CONTACT_FAILURES } from "~/validation/contact";

const contactForm = () =>
  new Request("https://academy.test/contact", {
    method: "POST",
    body: new URLSearchParams({
      name: "Meera Joshi",
      email: "meera@example.com",
      phone: "+91 98220 12345",
      subject: "Batches",
      message: "Weekend batches?",
    }),
  });

const formErrors = (answer: unknown) => (answer as { result: { error?: Record<string, string[]> } }).result.error?.[""];

describe("runFormAction", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers an unexpected failure with the form's own message, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await runFormAction(
      contactForm(),
      contactMessageSchema,
      async () => {
        throw new Error("D1_ERROR: database is locked");
      },
      { unexpected: CONTACT_FAILURES.server },
    );
    expect(formErrors(answer)).toEqual(["Failed to send message"]);
    expect(JSON.stringify(answer)).not.toContain("database is locked");
    expect(logged).toHaveBeenCalledOnce();
  });

  it("still says a refusal in the service's own words", async () => {
    const answer = await runFormAction(
      contactForm(),
      contactMessageSchema,
      async () => {
        throw invalidInput("Too many messages. Please try again in a minute.");
      },
      { unexpected: CONTACT_FAILURES.server },
    );
    expect(formErrors(answer)).toEqual(["Too many messages. Please try again in a minute."]);
  });

  it("lets a redirect through", async () => {
    const thrown = await runFormAction(
      contactForm(),
      contactMessageSchema,
      async () => {
        throw redirect("/thanks");
      },
      { unexpected: CONTACT_FAILURES.server },
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/thanks");
  });

  it("without a message for the unexpected, leaves the failure to the error page", async () => {
    await expect(
      runFormAction(contactForm(), contactMessageSchema, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
  });
});
