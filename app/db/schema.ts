import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { booleanColumn, createdAtColumn, idColumn } from "./columns";

export const ROLES = ["franchise", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable(
  "users",
  {
    id: idColumn(),
    name: text("name").notNull(),
    // Stored lower-cased so the unique index is case-insensitive in effect.
    email: text("email").notNull().unique(),
    // Self-describing: "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>".
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("franchise"),
    isApproved: booleanColumn("is_approved").notNull().default(false),
    whatsappNumber: text("whatsapp_number"),
    // Set for accounts an admin creates with a temporary password.
    mustChangePassword: booleanColumn("must_change_password").notNull().default(false),
    // Bumped on password change, role change or forced sign-out: older tokens stop working.
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: createdAtColumn(),
    lastLogin: text("last_login"),
  },
  (table) => [index("users_pending_idx").on(table.isApproved, table.createdAt)],
);

/** The admin feed: rows written in the same batch as the change that caused them. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: idColumn(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    time: createdAtColumn(),
    read: booleanColumn("read").notNull().default(false),
  },
  (table) => [index("notifications_time_idx").on(sql`${table.time} desc`)],
);

export type UserRow = typeof users.$inferSelect;
