import { inject } from "vitest";

// What the WhatsApp stand-in received (setup/whatsapp-standin.ts), and the template message a kind
// of notification goes as, for the delivery tests.

export type Received = {
  path: string;
  authorization: string;
  to: string;
  type: string;
  template?: { name: string; language: { code: string }; components: { type: string; parameters: { text: string }[] }[] };
  text?: { body: string };
  /** The text the phone shows; absent when the stand-in refused the message. */
  rendered?: string;
  refused?: { error: { code: number; message: string } };
};

export const standinUrl = () => inject("whatsappStandinUrl");

export const received = async () => (await (await fetch(`${standinUrl()}/received`)).json()) as Received[];

/** The body of a template message as the site sends it: `name` in English, the parameters in order. */
export const templateMessage = (name: string, parameters: string[]) => ({
  type: "template",
  template: {
    name,
    language: { code: "en" },
    components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }],
  },
});

/** The parameters of a received template message (its body's), or [] for another kind. */
export const parametersOf = (message: Received) =>
  message.template?.components.find((component) => component.type === "body")?.parameters.map((parameter) => parameter.text) ?? [];
