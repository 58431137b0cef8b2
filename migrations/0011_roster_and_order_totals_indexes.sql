DROP INDEX `students_centre_archived_name_idx`;--> statement-breakpoint
CREATE INDEX `students_roster_order_idx` ON `students` (`centre_id`,`archived`,"name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `centres_name_id_idx` ON `centres` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `orders_totals_idx` ON `orders` (`status`,`payment_status`,`subtotal`,`gst`,`total`);