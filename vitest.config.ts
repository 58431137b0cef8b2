import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { STANDIN_APP_SECRET } from "./tests/worker/setup/whatsapp-standin";

// Tests run inside workerd against the built worker (server.ts over build/server), with the
// bindings of wrangler.toml: D1 (migrations applied in setup), R2 and the rate limiter.
export default defineConfig(async () => ({
  plugins: [
    tsconfigPaths(),
    cloudflareTest({
      main: "./server.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          JWT_SECRET: "test-secret-for-workerd-tests-only-0123456789",
          // Every response reports its D1 query count, so tests can hold the query budget.
          DEBUG_QUERY_COUNT: "1",
          // Answers are rendered every time here; tests/worker/edge-cache.test.ts turns the edge cache on.
          EDGE_CACHE: "off",
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
          // The webhook's secrets, as the WhatsApp stand-in signs its calls (setup/whatsapp-standin.ts).
          WHATSAPP_APP_SECRET: STANDIN_APP_SECRET,
          WHATSAPP_VERIFY_TOKEN: "standin-verify-token",
        },
      },
    }),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts"],
    // Three workerd instances, each running a third of the files one after another (isolate off),
    // rather than a workerd started for every file: starting one cost about 3 s of CPU, and all of
    // them together most of the suite's time (148 s for 92 files; 27 s this way). Each file still
    // starts from an empty database (setup/apply-migrations.ts drops what the last one wrote), and
    // the tests call the worker's handler, not SELF, whose per-request cost grows with every
    // request an instance has served (worker-fetch.ts).
    isolate: false,
    maxWorkers: 3,
    // Generous, and one limit for every test: a test shares two cores with two other files (and,
    // on a shared machine, with whatever else runs), so a tight limit measures the machine, not the
    // code. Walking every page as three roles took 30 s at a load of 30 on two cores. A test that
    // hangs still fails, after two minutes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ["./tests/worker/setup/apply-migrations.ts"],
    // Runs in Node: the WhatsApp Cloud API stand-in the delivery tests send to.
    globalSetup: ["./tests/worker/setup/whatsapp-standin.ts", "./tests/worker/setup/email-standin.ts"],
    deps: {
      optimizer: {
        ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] },
      },
    },
  },
}));
