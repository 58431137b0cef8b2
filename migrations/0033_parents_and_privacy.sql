CREATE TABLE `gallery_item_students` (
	`gallery_item_id` text NOT NULL,
	`student_id` text NOT NULL,
	PRIMARY KEY(`gallery_item_id`, `student_id`)
);
--> statement-breakpoint
CREATE INDEX `gallery_item_students_student_idx` ON `gallery_item_students` (`student_id`);--> statement-breakpoint
CREATE TABLE `parent_codes` (
	`phone` text PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `parent_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `parent_sessions_phone_idx` ON `parent_sessions` (`phone`);--> statement-breakpoint
CREATE TABLE `privacy_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`phone` text,
	`student_id` text,
	`type` text NOT NULL,
	`text` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text NOT NULL,
	`due_on` text NOT NULL,
	`answered_at` text,
	`answered_by` text,
	`answer` text
);
--> statement-breakpoint
CREATE INDEX `privacy_requests_status_idx` ON `privacy_requests` (`status`,`due_on`);--> statement-breakpoint
CREATE INDEX `privacy_requests_phone_idx` ON `privacy_requests` (`phone`,`created_at`);--> statement-breakpoint
CREATE TABLE `record_reads` (
	`id` text PRIMARY KEY NOT NULL,
	`read_at` text NOT NULL,
	`reader_id` text NOT NULL,
	`student_id` text NOT NULL,
	`what` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `record_reads_student_idx` ON `record_reads` (`student_id`,`read_at`);--> statement-breakpoint
CREATE INDEX `record_reads_read_at_idx` ON `record_reads` (`read_at`);--> statement-breakpoint
ALTER TABLE `students` ADD `consent_asked_at` text;--> statement-breakpoint
CREATE INDEX `students_parent_phone_idx` ON `students` (`parent_phone`);