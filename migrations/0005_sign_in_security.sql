CREATE TABLE `sign_in_failures` (
	`account` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`last_failure_at` text NOT NULL,
	`blocked_until` text
);
--> statement-breakpoint
ALTER TABLE `users` ADD `password_expires_at` text;