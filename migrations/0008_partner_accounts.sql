CREATE TABLE `partner_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`business_name` text NOT NULL,
	`gstin` text,
	`billing_address` text NOT NULL,
	`delivery_address` text,
	`phone` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `password_reset_codes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `notifications` ADD `recipient_id` text;--> statement-breakpoint
CREATE INDEX `notifications_recipient_time_idx` ON `notifications` (`recipient_id`,"created_at" desc);--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `contact_phone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `notes` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_status` text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_reference` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_reported_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_note` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `courier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
CREATE INDEX `orders_payment_created_idx` ON `orders` (`payment_status`,`created_at`);