ALTER TABLE `competition_entries` ADD `certificate_name` text;--> statement-breakpoint
CREATE INDEX `competition_entries_payment_reference_idx` ON `competition_entries` (`payment_reference`);--> statement-breakpoint
CREATE INDEX `orders_payment_reference_idx` ON `orders` (`payment_reference`);--> statement-breakpoint
-- Certificates issued before this migration keep the name their student has now.
UPDATE `competition_entries` SET `certificate_name` = (SELECT `name` FROM `students` WHERE `students`.`id` = `competition_entries`.`student_id`) WHERE `certificate_code` IS NOT NULL;
