CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`franchisee_name` text NOT NULL,
	`gst_number` text,
	`place_of_supply` text NOT NULL,
	`lines` text NOT NULL,
	`subtotal` integer NOT NULL,
	`gst` integer NOT NULL,
	`total` integer NOT NULL,
	`status` text DEFAULT 'placed' NOT NULL,
	`financial_year` text NOT NULL,
	`sequence` integer NOT NULL,
	`invoice_number` text NOT NULL,
	`idempotency_key` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_invoice_sequence_idx` ON `orders` (`financial_year`,`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_invoice_number_idx` ON `orders` (`invoice_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_idx` ON `orders` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price` integer NOT NULL,
	`image_url` text,
	`category` text DEFAULT 'other' NOT NULL,
	`in_stock` integer DEFAULT true NOT NULL,
	`includes` text DEFAULT '[]' NOT NULL,
	`gst_percent` real DEFAULT 18 NOT NULL,
	`hsn_code` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category`,`name`);