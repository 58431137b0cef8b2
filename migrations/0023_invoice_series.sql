CREATE TABLE `invoice_series` (
	`gstin` text PRIMARY KEY NOT NULL,
	`prefix` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_series_prefix_unique` ON `invoice_series` (`prefix`);--> statement-breakpoint
DROP INDEX `orders_invoice_sequence_idx`;--> statement-breakpoint
ALTER TABLE `orders` ADD `series` text DEFAULT 'KIT' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_invoice_series_sequence_idx` ON `orders` (`series`,`financial_year`,`sequence`);