import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import en from "~/i18n/messages/en.json";
import hi from "~/i18n/messages/hi.json";
import mr from "~/i18n/messages/mr.json";
import { ARGUMENT_KINDS, render, type CompiledMessage } from "~/i18n/translate";

// The message files: every key of English is in Marathi and Hindi (a missing one fails here, not on
// a parent's screen), each translation takes the same arguments, and every id the code asks for exists.

type Catalog = Record<string, Record<string, string>>;
const CATALOGS: Record<string, Catalog> = { mr, hi };

const ids = (catalog: Catalog) =>
  Object.entries(catalog).flatMap(([namespace, messages]) => Object.keys(messages).map((key) => `${namespace}.${key}`));
const text = (catalog: Catalog, id: string) => {
  const [namespace = "", ...key] = id.split(".");
  return catalog[namespace]?.[key.join(".")];
};

/** The arguments a message takes, with their kinds ("name", "count:plural"). */
function argumentsOf(message: CompiledMessage): string[] {
  if (typeof message === "string") return [];
  return message.flatMap((part) => {
    if (typeof part === "string") return [];
    const [name, kind, cases] = part;
    expect(ARGUMENT_KINDS, `argument ${name} of kind ${kind}`).toContain(kind);
    // A plural's cases hold its offset too (undefined when none).
    const messages = Object.values(cases ?? {}).filter((value): value is CompiledMessage => value !== undefined);
    return [kind ? `${name}:${kind}` : name, ...messages.flatMap(argumentsOf)];
  });
}
const argumentSet = (source: string) => [...new Set(argumentsOf(compileMessage(source) as CompiledMessage))].sort();

describe("the message files", () => {
  it.each(Object.keys(CATALOGS))("%s has every key English has, and no other", (locale) => {
    const catalog = CATALOGS[locale]!;
    expect(ids(catalog).sort()).toEqual(ids(en).sort());
  });

  it.each(Object.keys(CATALOGS))("%s takes the same arguments as English in each message, and is written in Devanagari", (locale) => {
    const catalog = CATALOGS[locale]!;
    for (const id of ids(en)) {
      const translated = text(catalog, id) ?? "";
      expect(argumentSet(translated), id).toEqual(argumentSet(text(en, id)!));
      // Words are written in Devanagari (a message of arguments and punctuation alone has none).
      if (/[a-z]/i.test(text(en, id)!.replace(/\{[^}]*\}/g, ""))) expect(translated, id).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("knows when a key is missing: a catalogue without one fails the check above", () => {
    const [namespace, messages] = Object.entries(mr as Catalog)[0]!;
    const [firstKey] = Object.keys(messages);
    const { [firstKey!]: _gone, ...rest } = messages;
    expect(ids({ ...(mr as Catalog), [namespace]: rest }).sort()).not.toEqual(ids(en).sort());
  });

  it("has every id the code asks for", () => {
    const sources = import.meta.glob("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
    const known = new Set(ids(en));
    const asked = Object.entries(sources).flatMap(([file, source]) =>
      [...source.matchAll(/\bt\(\s*"([a-zA-Z]+\.[^"]+)"/g)].map(([, id]) => ({ file, id: id! })),
    );
    expect(asked.length).toBeGreaterThan(50);
    expect(asked.filter(({ id }) => !known.has(id))).toEqual([]);
  });

  it("writes plurals and numbers as each language does", () => {
    const centres = compileMessage("{count, plural, one {# centre} other {# centres}}") as CompiledMessage;
    expect(render(centres, { count: 1 }, "en-IN")).toBe("1 centre");
    expect(render(centres, { count: 100000 }, "en-IN")).toBe("1,00,000 centres");
    expect(render(centres, { count: 100000 }, "mr-IN")).toBe("१,००,००० centres");
    expect(render(centres, { count: 100000 }, "hi-IN")).toBe("1,00,000 centres");
  });
});
