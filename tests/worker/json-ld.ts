import { expect } from "vitest";

// A page's structured data as a search engine reads it: every JSON-LD script, parsed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is whatever the page says; tests look inside it
export type JsonLdNode = Record<string, any>;

/** Every top-level node of the page's JSON-LD scripts (a script's `@graph` counts as its nodes). */
export function jsonLdNodes(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const data = JSON.parse(json!) as JsonLdNode;
    return Array.isArray(data["@graph"]) ? (data["@graph"] as JsonLdNode[]) : [data];
  });
}

/** The page's one node of `type`. */
export function jsonLdOfType(html: string, type: string): JsonLdNode {
  const found = jsonLdNodes(html).filter((node) => node["@type"] === type);
  expect(found, `one ${type} in the page's JSON-LD`).toHaveLength(1);
  return found[0]!;
}
