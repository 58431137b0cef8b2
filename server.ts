import type { ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `npm run build`, so the typecheck may run with or without it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- generated build output, typed as ServerBuild below
import * as build from "./build/server";
import { getLoadContext } from "./load-context";
import { refuseCrossSitePost } from "./app/web/cross-site.server";
import { answerDatabaseOutages, RETRY_AFTER_SECONDS } from "./app/lib/database-outage.server";
import { withBaseSecurityHeaders } from "./app/web/security-headers.server";
import { keepPersonalAnswersPrivate } from "./app/web/cache-control.server";
import { answerFromEdgeCache, cachedAreasOf, forgetChangedAreas } from "./app/web/edge-cache.server";
import { cachedAddresses } from "./app/web/cached-addresses.server";
import { handlerByLocale, rememberedLanguage } from "./app/web/locale-routing.server";
import { cachedAreasAt } from "./app/web/cached-addresses.server";
import { clearedSessionCookie } from "./app/web/session.server";
import { createDb } from "./app/db/client.server";
import { handBackBookmark } from "./app/web/d1-bookmark.server";
import { runDailyReminders } from "./app/services/reminders.server";
import { queueDelivery, type DeliveryMessage } from "./app/services/delivery-queue.server";
import { forgetOldFailures } from "./app/services/sign-in-throttle.server";
import { forgetExpiredSessions } from "./app/services/sessions.server";
import { anonymiseOldLeads } from "./app/services/lead-retention.server";
import { forgetExpiredParentSignIns } from "./app/services/parent-sign-in.server";
import { forgetUnusedPostImages } from "./app/services/post-images.server";
import { anonymiseArchivedStudents } from "./app/services/student-erasure.server";
import { forgetOldReads } from "./app/services/record-reads.server";
import { deliverNotifications } from "./app/services/notification-delivery.server";
import { emailNotifications } from "./app/services/notification-email.server";

// Each language is served under its own base path (web/locale-routing.server.ts), and each request
// is matched against the routes its address can reach (web/routes-by-first-segment.server.ts).
const handleRemixRequest = handlerByLocale(answerDatabaseOutages(build as unknown as ServerBuild));
// The addresses the edge cache answers: the build's routes with the registry's content areas.
const CACHED_ADDRESSES = cachedAddresses((build as unknown as ServerBuild).routes);
/** This build's asset version: the edge cache keeps nothing across deploys. */
const BUILD_VERSION = (build as unknown as ServerBuild).assets.version;

/** The site's answer to one request, rendered: every page, endpoint and file the worker serves. */
async function render(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  let loadContext;
  try {
    loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
  } catch (error) {
    // A missing secret is the operator's to fix: say so in the logs, not to visitors.
    console.error(error);
    return withBaseSecurityHeaders(new Response("The site is not configured correctly. Please try again later.", { status: 500 }));
  }
  const refused = refuseCrossSitePost(request);
  if (refused) return withBaseSecurityHeaders(refused);
  const response = withBaseSecurityHeaders(await handleRemixRequest(request, loadContext));
  // What visitors see changed: the edge cache's copies of it are not served again (web/edge-cache.server.ts).
  if (loadContext.changedContent.size) await forgetChangedAreas(loadContext.changedContent, loadContext.d1Session.getBookmark());
  // A session cookie that failed verification goes now, unless this very answer sets a new one.
  if (loadContext.session.rejected && !response.headers.has("Set-Cookie")) response.headers.append("Set-Cookie", clearedSessionCookie());
  // After a write, its bookmark goes back, so the writer's next reads see it (a replica may lag).
  handBackBookmark(request, response, loadContext.d1Session);
  keepPersonalAnswersPrivate(request, response);
  // A 503 (the database cannot be reached) says when to come back, whichever route answered it.
  if (response.status === 503) response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  if (loadContext.queryCounter) {
    response.headers.set("X-D1-Queries", String(loadContext.queryCounter.count));
    response.headers.set("X-D1-Round-Trips", String(loadContext.queryCounter.roundTrips));
  }
  return response;
}

export default {
  async fetch(request, env, ctx) {
    // A reader who chose Marathi or Hindi is sent there from a public page's English address.
    const toChosenLanguage = rememberedLanguage(request, (path) => cachedAreasAt(CACHED_ADDRESSES, path) !== null);
    if (toChosenLanguage) return withBaseSecurityHeaders(toChosenLanguage);
    const cachedAreas = env.EDGE_CACHE === "off" ? null : cachedAreasOf(request, CACHED_ADDRESSES);
    if (!cachedAreas) return render(request, env, ctx);
    let answer;
    try {
      answer = await answerFromEdgeCache(request, { areas: cachedAreas, build: BUILD_VERSION }, ctx, (visitorRequest) =>
        render(visitorRequest, env, ctx),
      );
    } catch (error) {
      // The cache is a speed-up: when it fails, the visitor still gets the page, rendered.
      console.error("The edge cache failed", error);
      return render(request, env, ctx);
    }
    // A copy from the cache cost no query (the bench and the query budget tests read this).
    if (env.DEBUG_QUERY_COUNT === "1" && !answer.headers.has("X-D1-Queries")) {
      answer.headers.set("X-D1-Queries", "0");
      answer.headers.set("X-D1-Round-Trips", "0");
    }
    return answer;
  },

  // The scheduled and queue handlers keep the binding itself: no visitor waits on them, and they
  // act on what is in the database now (the primary), not on a replica's copy.
  /** Cron Trigger `30 3 * * *` (9:00 in India): the daily blog reminder and competition alerts (retried once, logged), old leads anonymised, long-archived students erased and year-old read logs forgotten. */
  async scheduled(controller, env, ctx) {
    const db = createDb(env.DB);
    const now = new Date(controller.scheduledTime);
    const { notificationIds } = await runDailyReminders({ db }, now);
    queueDelivery(env, ctx, notificationIds);
    console.log(`Sign-in failure records cleared: ${await forgetOldFailures(db, now)}`);
    console.log(`Expired sessions cleared: ${await forgetExpiredSessions(db, now)}`);
    console.log(`Expired parents' sessions and codes cleared: ${await forgetExpiredParentSignIns({ db }, now)}`);
    console.log(`Pictures uploaded into posts but never used: ${await forgetUnusedPostImages({ db, images: env.IMAGES }, now)}`);
    // Children's data is kept only for the retention period (Settings, Leads).
    console.log(`Leads anonymised: ${await anonymiseOldLeads({ db }, now)}`);
    // And a student's, once they left, for the retention period of archived students (Settings, Archived students).
    const erased = await anonymiseArchivedStudents({ db, images: env.IMAGES }, now);
    console.log(`Archived students erased: ${erased}`);
    // Their names leave public results and certificates: no visitor is served a kept copy of them.
    if (erased) await forgetChangedAreas(["results"], null);
    // The staff read log is kept a year (DPDP Rules, Rule 6).
    console.log(`Staff reads of children's records forgotten: ${await forgetOldReads(db, now)}`);
  },

  /** Optional WhatsApp delivery of new notifications (retried; the DLQ keeps what never went). */
  async queue(batch, env) {
    await deliverNotifications({ db: createDb(env.DB), env }, batch as MessageBatch<DeliveryMessage>);
    await emailNotifications({ db: createDb(env.DB), env }, batch as MessageBatch<DeliveryMessage>); // never throws, acks or retries
  },
} satisfies ExportedHandler<Env>;
