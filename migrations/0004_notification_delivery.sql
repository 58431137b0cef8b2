ALTER TABLE `notifications` ADD `delivery_status` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `delivery_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `notifications` ADD `delivery_error` text;