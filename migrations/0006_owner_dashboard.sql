ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `link` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `supplier` text;--> statement-breakpoint
ALTER TABLE `users` ADD `deactivated_at` text;