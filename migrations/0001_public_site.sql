CREATE TABLE `competitions` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`image_url` text,
	`date` text NOT NULL,
	`location` text NOT NULL,
	`participants` integer DEFAULT 0 NOT NULL,
	`category` text DEFAULT 'upcoming' NOT NULL,
	`type` text DEFAULT 'state' NOT NULL,
	`prizes` text DEFAULT '[]' NOT NULL,
	`button_url` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `competitions_date_idx` ON `competitions` (`date`,`created_at`);--> statement-breakpoint
CREATE INDEX `competitions_category_date_idx` ON `competitions` (`category`,`date`,`created_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`area` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `gallery_items` (
	`id` text PRIMARY KEY NOT NULL,
	`image_url` text NOT NULL,
	`category` text DEFAULT 'classes' NOT NULL,
	`published_date` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `gallery_published_idx` ON `gallery_items` (`published_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `gallery_category_published_idx` ON `gallery_items` (`category`,`published_date`,`created_at`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text NOT NULL
);
