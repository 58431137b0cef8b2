CREATE TABLE `student_levels` (
	`id` text PRIMARY KEY NOT NULL,
	`student_id` text NOT NULL,
	`course` text NOT NULL,
	`level` integer NOT NULL,
	`centre_id` text NOT NULL,
	`started_on` text NOT NULL,
	`completed_on` text,
	`result` text,
	`exam_entry_id` text
);
--> statement-breakpoint
CREATE INDEX `student_levels_student_idx` ON `student_levels` (`student_id`,`started_on`);--> statement-breakpoint
CREATE INDEX `student_levels_centre_completed_idx` ON `student_levels` (`centre_id`,`completed_on`);--> statement-breakpoint
CREATE TABLE `student_transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`student_id` text NOT NULL,
	`from_centre_id` text NOT NULL,
	`to_centre_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`requested_by` text NOT NULL,
	`requested_at` text NOT NULL,
	`decided_by` text,
	`decided_at` text
);
--> statement-breakpoint
CREATE INDEX `student_transfers_status_idx` ON `student_transfers` (`status`,`requested_at`);--> statement-breakpoint
CREATE INDEX `student_transfers_student_idx` ON `student_transfers` (`student_id`,`status`);--> statement-breakpoint
ALTER TABLE `competitions` ADD `kind` text DEFAULT 'competition' NOT NULL;--> statement-breakpoint
ALTER TABLE `competitions` ADD `pass_mark` integer;--> statement-breakpoint
ALTER TABLE `students` ADD `enrolled_on` text;--> statement-breakpoint
ALTER TABLE `students` ADD `archived_on` text;
--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers). The students saved so far joined on the day
-- they were added (India time), those archived left on their last change; each starts a history at
-- the level they are at now.
UPDATE `students` SET `enrolled_on` = date(`created_at`, '+330 minutes');
--> statement-breakpoint
UPDATE `students` SET `archived_on` = date(`updated_at`, '+330 minutes') WHERE `archived` = 1;
--> statement-breakpoint
INSERT INTO `student_levels` (`id`, `student_id`, `course`, `level`, `centre_id`, `started_on`)
  SELECT lower(hex(randomblob(16))), `id`, `course`, `level`, `centre_id`, `enrolled_on` FROM `students`;
--> statement-breakpoint
-- Adding a student, however it is done, opens their first level on the day they enrolled.
CREATE TRIGGER `student_levels_after_insert` AFTER INSERT ON `students` BEGIN
  INSERT INTO `student_levels` (`id`, `student_id`, `course`, `level`, `centre_id`, `started_on`)
    VALUES (lower(hex(randomblob(16))), new.`id`, new.`course`, new.`level`, new.`centre_id`,
      coalesce(new.`enrolled_on`, date(new.`created_at`, '+330 minutes'), date('now', '+330 minutes')));
END;
--> statement-breakpoint
-- A new level or course closes the open level (a promotion by the centre's assessment going up, a
-- correction otherwise) and opens the new one. A level exam's promotion closed it already ("passed").
CREATE TRIGGER `student_levels_after_level_change` AFTER UPDATE OF `level`, `course` ON `students`
  WHEN new.`level` IS NOT old.`level` OR new.`course` IS NOT old.`course` BEGIN
  UPDATE `student_levels` SET `completed_on` = date('now', '+330 minutes'),
      `result` = CASE WHEN new.`course` = old.`course` AND new.`level` > old.`level` THEN 'assessed' ELSE 'corrected' END
    WHERE `student_id` = new.`id` AND `completed_on` IS NULL;
  INSERT INTO `student_levels` (`id`, `student_id`, `course`, `level`, `centre_id`, `started_on`)
    VALUES (lower(hex(randomblob(16))), new.`id`, new.`course`, new.`level`, new.`centre_id`, date('now', '+330 minutes'));
END;
--> statement-breakpoint
-- A move to another centre: the old centre's row closes as "transferred", the same level opens at the new one.
CREATE TRIGGER `student_levels_after_transfer` AFTER UPDATE OF `centre_id` ON `students`
  WHEN new.`centre_id` IS NOT old.`centre_id` BEGIN
  UPDATE `student_levels` SET `completed_on` = date('now', '+330 minutes'), `result` = 'transferred'
    WHERE `student_id` = new.`id` AND `completed_on` IS NULL AND `centre_id` = old.`centre_id`;
  INSERT INTO `student_levels` (`id`, `student_id`, `course`, `level`, `centre_id`, `started_on`)
    SELECT lower(hex(randomblob(16))), new.`id`, new.`course`, new.`level`, new.`centre_id`, date('now', '+330 minutes')
    WHERE NOT EXISTS (SELECT 1 FROM `student_levels` WHERE `student_id` = new.`id` AND `completed_on` IS NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `student_levels_after_delete` AFTER DELETE ON `students` BEGIN
  DELETE FROM `student_levels` WHERE `student_id` = old.`id`;
END;
