// Secrets and test-only bindings that `wrangler types` cannot see (they live in .dev.vars,
// `wrangler secret put`, or the vitest config).
import type { D1Migration } from "@cloudflare/vitest-pool-workers";

declare global {
  namespace Cloudflare {
    interface Env {
      JWT_SECRET: string;
      // Optional WhatsApp delivery of the admin feed (secrets); without them nothing is sent.
      WHATSAPP_TOKEN?: string;
      WHATSAPP_PHONE_NUMBER_ID?: string;
      // The webhook (GET/POST /api/whatsapp/webhook): the token the verification handshake must
      // echo, and the app secret its calls are signed with; without them the webhook answers 404.
      WHATSAPP_VERIFY_TOKEN?: string;
      WHATSAPP_APP_SECRET?: string;
      // Optional email (Resend's HTTP API): the key is a secret; the sender and the site's address
      // (for the links in emails) are settings. Without all three nothing is sent by email.
      EMAIL_API_KEY?: string;
      EMAIL_FROM?: string;
      SITE_URL?: string;
      DEBUG_QUERY_COUNT?: string;
      // "off": no answer comes from the edge cache (the workerd tests; their cache tests turn it on).
      EDGE_CACHE?: string;
      TEST_MIGRATIONS?: D1Migration[];
    }
  }
}
