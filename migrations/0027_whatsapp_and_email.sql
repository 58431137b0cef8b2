CREATE TABLE `password_reset_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `password_reset_links_user_idx` ON `password_reset_links` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `whatsapp_contacts` (
	`number` text PRIMARY KEY NOT NULL,
	`profile_name` text,
	`last_inbound_at` text,
	`opted_out_at` text,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `whatsapp_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`wamid` text NOT NULL,
	`number` text NOT NULL,
	`direction` text NOT NULL,
	`body` text NOT NULL,
	`sent_by` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `whatsapp_messages_wamid_unique` ON `whatsapp_messages` (`wamid`);--> statement-breakpoint
CREATE INDEX `whatsapp_messages_number_idx` ON `whatsapp_messages` (`number`,`created_at`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `whatsapp_message_id` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `email_status` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `email_error` text;--> statement-breakpoint
CREATE INDEX `notifications_whatsapp_message_idx` ON `notifications` (`whatsapp_message_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_opt_outs` text DEFAULT '[]' NOT NULL;