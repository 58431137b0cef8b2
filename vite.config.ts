import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { getLoadContext } from "./load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

const SITE_SHELL = [
  "/app/components/icon.tsx",
  "/app/components/brand-mark.tsx",
  "/app/components/social-links.tsx",
  "/app/components/toast.tsx",
  "/app/components/ui/button.tsx",
  "/app/lib/site.ts",
  "/app/lib/permissions.ts",
  "/app/lib/courses.ts",
  "/app/web/nonce.tsx",
  // The error panel of every page (the layout's and each admin tab's boundary), and its words.
  "/app/components/error-panel.tsx",
  "/app/lib/error-message.ts",
  // The footer's phone link (not the numbering plan: lib/indian-phones.ts goes with the pages that format numbers), and the small helpers many pages share (counts, JSON-LD).
  "/app/lib/tel-href.ts",
  "/app/lib/counts.ts",
  "/app/components/json-ld.tsx",
  // Image addresses and limits: the photos of most pages.
  "/app/web/responsive-image.ts",
  "/app/lib/image-rules.ts",
];

export default defineConfig({
  plugins: [
    cloudflareDevProxyVitePlugin({ getLoadContext }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tailwindcss(),
    tsconfigPaths(),
  ],
  esbuild: { legalComments: "eof" },
  build: {
    rollupOptions: {
      output: {
        // The site's frame (header, footer, icons, buttons, toasts), which every page loads, as one
        // chunk instead of a dozen tiny ones: each file costs its own request and import preamble.
        manualChunks(id) {
          if (SITE_SHELL.some((path) => id.endsWith(path))) return "site-shell";
        },
      },
    },
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
});
