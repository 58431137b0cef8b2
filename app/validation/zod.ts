import { z } from "zod";

// Zod's fast path compiles parsers with `new Function`, which our Content-Security-Policy forbids
// (and workerd too); probing for it logs a CSP violation in the browser. Schemas must be built
// after this runs, so every module takes `z` from here, never from "zod" directly.
// package.json lists this file under "sideEffects", or the bundler would drop the call.
z.config({ jitless: true });

export { z };
