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
CREATE INDEX `notifications_whatsapp_message_idx` ON `notifications` (`whatsapp_message_id`);