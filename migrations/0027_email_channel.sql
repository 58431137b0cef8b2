CREATE TABLE `password_reset_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `password_reset_links_user_idx` ON `password_reset_links` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `email_status` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `email_error` text;--> statement-breakpoint
ALTER TABLE `users` ADD `email_opt_outs` text DEFAULT '[]' NOT NULL;