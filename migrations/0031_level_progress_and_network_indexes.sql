DROP INDEX `centre_month_students_month_idx`;--> statement-breakpoint
CREATE INDEX `centre_month_students_month_idx` ON `centre_month_students` (`month`,`centre_id`,`joined`,`leaving`);--> statement-breakpoint
DROP INDEX `leads_centre_type_created_idx`;--> statement-breakpoint
CREATE INDEX `leads_centre_type_created_idx` ON `leads` (`centre_id`,`type`,`created_at`,`id`,`status`);--> statement-breakpoint
DROP INDEX `orders_user_created_idx`;--> statement-breakpoint
DROP INDEX `orders_list_idx`;--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`,`status`,`units`,`payment_status`,`total`);--> statement-breakpoint
CREATE INDEX `orders_list_idx` ON `orders` (`created_at`,`sequence`,`status`,`payment_status`,`subtotal`,`gst`,`total`,`franchisee_name`,`invoice_number`,`gst_number`,`account_name`,`units`);--> statement-breakpoint
ALTER TABLE `students` ADD `level_started_on` text;--> statement-breakpoint
ALTER TABLE `students` ADD `exam_due_on` text;
--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers). `level_started_on` is the first of the
-- student's history rows at their course and level that is open or was closed by a move to another
-- centre (so a transfer does not restart it); `exam_due_on` adds the programme's weeks for the level
-- (no weeks listed: due from the start). Every write to the history or the programme keeps both.
UPDATE `students` SET `level_started_on` = (SELECT min(sl.`started_on`) FROM `student_levels` sl
  WHERE sl.`student_id` = `students`.`id` AND sl.`course` = `students`.`course` AND sl.`level` = `students`.`level`
    AND (sl.`completed_on` IS NULL OR sl.`result` = 'transferred'));
--> statement-breakpoint
UPDATE `students` SET `exam_due_on` = coalesce(date(`level_started_on`, '+' || (SELECT cl.`weeks` * 7 FROM `course_levels` cl
  WHERE cl.`course` = `students`.`course` AND cl.`position` = `students`.`level`) || ' days'), `level_started_on`);
--> statement-breakpoint
CREATE TRIGGER `students_level_started_after_history_insert` AFTER INSERT ON `student_levels` BEGIN
  UPDATE `students` SET `level_started_on` = (SELECT min(sl.`started_on`) FROM `student_levels` sl
    WHERE sl.`student_id` = `students`.`id` AND sl.`course` = `students`.`course` AND sl.`level` = `students`.`level`
      AND (sl.`completed_on` IS NULL OR sl.`result` = 'transferred'))
  WHERE `id` = new.`student_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `students_level_started_after_history_update` AFTER UPDATE ON `student_levels` BEGIN
  UPDATE `students` SET `level_started_on` = (SELECT min(sl.`started_on`) FROM `student_levels` sl
    WHERE sl.`student_id` = `students`.`id` AND sl.`course` = `students`.`course` AND sl.`level` = `students`.`level`
      AND (sl.`completed_on` IS NULL OR sl.`result` = 'transferred'))
  WHERE `id` = new.`student_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `students_level_started_after_history_delete` AFTER DELETE ON `student_levels` BEGIN
  UPDATE `students` SET `level_started_on` = (SELECT min(sl.`started_on`) FROM `student_levels` sl
    WHERE sl.`student_id` = `students`.`id` AND sl.`course` = `students`.`course` AND sl.`level` = `students`.`level`
      AND (sl.`completed_on` IS NULL OR sl.`result` = 'transferred'))
  WHERE `id` = old.`student_id`;
END;
--> statement-breakpoint
-- A new start at the level (or a new level or course with the start unchanged) moves the exam's due day.
CREATE TRIGGER `students_exam_due_after_update` AFTER UPDATE OF `level_started_on`, `course`, `level` ON `students` BEGIN
  UPDATE `students` SET `exam_due_on` = coalesce(date(new.`level_started_on`, '+' || (SELECT cl.`weeks` * 7 FROM `course_levels` cl
    WHERE cl.`course` = new.`course` AND cl.`position` = new.`level`) || ' days'), new.`level_started_on`)
  WHERE `id` = new.`id`;
END;
--> statement-breakpoint
-- The programme's weeks for a level set, changed or dropped (saving the programme updates the levels
-- kept, adds the new and deletes those past its end).
CREATE TRIGGER `students_exam_due_after_level_insert` AFTER INSERT ON `course_levels` BEGIN
  UPDATE `students` SET `exam_due_on` = coalesce(date(`level_started_on`, '+' || (new.`weeks` * 7) || ' days'), `level_started_on`)
  WHERE `course` = new.`course` AND `level` = new.`position`;
END;
--> statement-breakpoint
CREATE TRIGGER `students_exam_due_after_level_update` AFTER UPDATE ON `course_levels`
  WHEN new.`weeks` IS NOT old.`weeks` OR new.`position` IS NOT old.`position` OR new.`course` IS NOT old.`course` BEGIN
  UPDATE `students` SET `exam_due_on` = coalesce(date(`level_started_on`, '+' || (SELECT cl.`weeks` * 7 FROM `course_levels` cl
    WHERE cl.`course` = `students`.`course` AND cl.`position` = `students`.`level`) || ' days'), `level_started_on`)
  WHERE (`course` = old.`course` AND `level` = old.`position`) OR (`course` = new.`course` AND `level` = new.`position`);
END;
--> statement-breakpoint
CREATE TRIGGER `students_exam_due_after_level_delete` AFTER DELETE ON `course_levels` BEGIN
  UPDATE `students` SET `exam_due_on` = `level_started_on`
  WHERE `course` = old.`course` AND `level` = old.`position`;
END;
