ALTER TABLE `orders` ADD `credit_note_series` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `credit_note_year` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `credit_note_sequence` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `credit_note_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `credit_note_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_reason` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_credit_note_sequence_idx` ON `orders` (`credit_note_series`,`credit_note_year`,`credit_note_sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_credit_note_number_idx` ON `orders` (`credit_note_number`);