import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/db/client.server";
import { whatsAppConfig, type WhatsAppConfig } from "./whatsapp.server";
import { emailConfig, type EmailConfig } from "./email.server";

/**
 * What services work with, built once per request from the load context and passed first to every
 * service function: `(deps, actor, input)`, or `(deps, input)` where no caller matters. A service
 * asks for the part it needs (`Pick<Deps, "db">`), so tests and the scheduled job pass only that.
 */
export type Deps = {
  db: Db;
  /** Uploaded images (R2). */
  images: R2Bucket;
  jwtSecret: string;
  /** Hands new admin notifications to WhatsApp delivery; a no-op unless it is configured. */
  deliver: (notificationIds: string[]) => void;
  /** WhatsApp sending, when configured (a password reset code goes straight to the account's number). */
  whatsApp: WhatsAppConfig | null;
  /** Email sending, when configured (a password reset link goes straight to the account's email). */
  email: EmailConfig | null;
  /** Work that runs after the answer is sent (ctx.waitUntil): the answer's timing tells nothing of it. */
  afterResponse: (work: Promise<unknown>) => void;
};

export function depsFrom(context: AppLoadContext): Deps {
  const { env, ctx } = context.cloudflare;
  return {
    db: context.db,
    images: env.IMAGES,
    jwtSecret: context.serverEnv.JWT_SECRET,
    deliver: context.deliver,
    whatsApp: whatsAppConfig(env),
    email: emailConfig(env),
    afterResponse: (work) => ctx.waitUntil(work),
  };
}
