CREATE TABLE `centre_partners` (
	`centre_id` text NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`centre_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `centre_partners_user_idx` ON `centre_partners` (`user_id`);--> statement-breakpoint
CREATE TABLE `centres` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`city` text NOT NULL,
	`area` text NOT NULL,
	`address` text NOT NULL,
	`pincode` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`phone` text NOT NULL,
	`whatsapp_number` text,
	`courses` text DEFAULT '[]' NOT NULL,
	`timings` text DEFAULT '' NOT NULL,
	`fees` text DEFAULT '{}' NOT NULL,
	`image_url` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `centres_slug_unique` ON `centres` (`slug`);--> statement-breakpoint
CREATE INDEX `centres_active_city_idx` ON `centres` (`active`,`city`);--> statement-breakpoint
CREATE INDEX `centres_pincode_idx` ON `centres` (`pincode`);--> statement-breakpoint
CREATE TABLE `lead_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`author_id` text NOT NULL,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lead_notes_lead_created_idx` ON `lead_notes` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`centre_id` text,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`city` text,
	`details` text DEFAULT '{}' NOT NULL,
	`lost_reason` text,
	`anonymised_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `leads_created_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `leads_centre_created_idx` ON `leads` (`centre_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_status_created_idx` ON `leads` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_phone_created_idx` ON `leads` (`phone`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `city` text;