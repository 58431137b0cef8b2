CREATE TABLE `competition_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`competition_id` text NOT NULL,
	`student_id` text NOT NULL,
	`centre_id` text NOT NULL,
	`level` text NOT NULL,
	`roll_number` text NOT NULL,
	`entered_by` text NOT NULL,
	`payment_status` text DEFAULT 'unpaid' NOT NULL,
	`payment_reference` text,
	`payment_reported_at` text,
	`payment_note` text,
	`score` real,
	`rank` integer,
	`award` text,
	`certificate_code` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competition_entries_certificate_code_unique` ON `competition_entries` (`certificate_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `competition_entries_student_unique` ON `competition_entries` (`competition_id`,`student_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `competition_entries_roll_unique` ON `competition_entries` (`competition_id`,`roll_number`);--> statement-breakpoint
CREATE INDEX `competition_entries_centre_idx` ON `competition_entries` (`centre_id`,`competition_id`);--> statement-breakpoint
CREATE INDEX `competition_entries_student_idx` ON `competition_entries` (`student_id`);--> statement-breakpoint
CREATE TABLE `students` (
	`id` text PRIMARY KEY NOT NULL,
	`centre_id` text NOT NULL,
	`name` text NOT NULL,
	`date_of_birth` text NOT NULL,
	`course` text NOT NULL,
	`level` integer NOT NULL,
	`parent_phone` text NOT NULL,
	`archived` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `students_centre_archived_name_idx` ON `students` (`centre_id`,`archived`,`name`);--> statement-breakpoint
ALTER TABLE `competitions` ADD `registration_deadline` text;--> statement-breakpoint
ALTER TABLE `competitions` ADD `registration_closed_at` text;--> statement-breakpoint
ALTER TABLE `competitions` ADD `entry_fee` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `competitions` ADD `capacity` integer;--> statement-breakpoint
ALTER TABLE `competitions` ADD `levels` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `competitions` ADD `reporting_time` text;--> statement-breakpoint
ALTER TABLE `competitions` ADD `entry_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `competitions` ADD `results_published_at` text;