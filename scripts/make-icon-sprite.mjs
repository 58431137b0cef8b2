// Writes public/icons.svg: one <symbol> per name in app/components/icon-names.ts, drawn from
// lucide's icon data (ISC licence, kept in the file). Runs before every build.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const iconsDir = require.resolve("lucide-react/dist/esm/icons/x.mjs").replace(/x\.mjs$/, "");

/** An icon's drawing; some names are aliases whose module only re-exports another icon. */
async function iconNode(name) {
  const module = await import(`${iconsDir}${name}.mjs`);
  if (module.__iconData) return module.__iconData.node;
  const target = readFileSync(`${iconsDir}${name}.mjs`, "utf8").match(/from '\.\/([a-z0-9-]+)\.mjs'/)?.[1];
  if (!target || target === name) throw new Error(`lucide has no icon data for "${name}"`);
  return iconNode(target);
}

const names = [...readFileSync("app/components/icon-names.ts", "utf8").matchAll(/^\s+"([a-z0-9-]+)",$/gm)].map((match) => match[1]);
const escape = (value) => String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const symbols = [];
for (const name of names) {
  const children = (await iconNode(name))
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escape(value)}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`);
}

const licence = "Icons from Lucide (https://lucide.dev), ISC License, Copyright (c) Lucide Contributors";
writeFileSync("public/icons.svg", `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${licence} -->${symbols.join("")}</svg>\n`);
console.log(`public/icons.svg: ${symbols.length} icons`);
