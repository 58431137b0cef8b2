CREATE TABLE `student_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`student_id` text NOT NULL,
	`core` integer NOT NULL,
	`results` integer NOT NULL,
	`photos` integer NOT NULL,
	`messages` integer NOT NULL,
	`method` text NOT NULL,
	`notice_version` text NOT NULL,
	`recorded_at` text NOT NULL,
	`recorded_by` text,
	`parent_phone` text NOT NULL,
	`evidence_key` text
);
--> statement-breakpoint
CREATE INDEX `student_consents_student_idx` ON `student_consents` (`student_id`,`recorded_at`);--> statement-breakpoint
ALTER TABLE `students` ADD `consent_status` text DEFAULT 'needed' NOT NULL;--> statement-breakpoint
ALTER TABLE `students` ADD `consent_results` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `students` ADD `consent_photos` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `students` ADD `consent_messages` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `students_consent_needed_idx` ON `students` (`centre_id`) WHERE archived = 0 and consent_status <> 'given';
--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers). The newest consent is the one in force: the
-- core service decides "given" or "withdrawn", and an optional purpose holds only with it.
CREATE TRIGGER `students_consent_after_insert` AFTER INSERT ON `student_consents` BEGIN
  UPDATE `students` SET
      `consent_status` = iif(new.`core`, 'given', 'withdrawn'),
      `consent_results` = new.`core` AND new.`results`,
      `consent_photos` = new.`core` AND new.`photos`,
      `consent_messages` = new.`core` AND new.`messages`
    WHERE `id` = new.`student_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `student_consents_after_student_delete` AFTER DELETE ON `students` BEGIN
  DELETE FROM `student_consents` WHERE `student_id` = old.`id`;
END;
