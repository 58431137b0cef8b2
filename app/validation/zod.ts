import { z as zod } from "zod";

// Zod's fast path compiles parsers with `new Function`, which our Content-Security-Policy forbids
// (and workerd too); probing for it logs a CSP violation in the browser. Schemas must be built
// after this runs, so every module takes `z` from here, never from "zod" directly.
//
// The export is the result of the configuring call on purpose: package.json declares the app free
// of side effects, so a bare `zod.config(...)` statement would be dropped from the bundle.
function configure(instance: typeof zod): typeof zod {
  instance.config({ jitless: true });
  return instance;
}

export const z = configure(zod);
