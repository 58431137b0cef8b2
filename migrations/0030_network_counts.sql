CREATE TABLE `centre_month_students` (
	`centre_id` text NOT NULL,
	`month` text NOT NULL,
	`joined` integer DEFAULT 0 NOT NULL,
	`leaving` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`centre_id`, `month`)
);
--> statement-breakpoint
CREATE INDEX `centre_month_students_month_idx` ON `centre_month_students` (`month`);--> statement-breakpoint
ALTER TABLE `orders` ADD `units` integer;--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers). The counts of the students there are: each
-- joined in the month of enrolled_on (else of the India day it was added) and, archived, left in
-- the month of archived_on. Then triggers keep them with every insert, update and delete.
INSERT INTO `centre_month_students` (`centre_id`, `month`, `joined`, `leaving`)
  SELECT `centre_id`, `month`, sum(`joined`), sum(`leaving`) FROM (
    SELECT `centre_id`, substr(coalesce(`enrolled_on`, date(`created_at`, '+330 minutes')), 1, 7) AS `month`, 1 AS `joined`, 0 AS `leaving` FROM `students`
    UNION ALL
    SELECT `centre_id`, substr(`archived_on`, 1, 7), 0, 1 FROM `students` WHERE `archived` = 1 AND `archived_on` IS NOT NULL
  ) GROUP BY `centre_id`, `month`;
--> statement-breakpoint
CREATE TRIGGER `centre_month_students_after_insert` AFTER INSERT ON `students` BEGIN
  INSERT INTO `centre_month_students` (`centre_id`, `month`, `joined`, `leaving`)
    VALUES (new.`centre_id`, substr(coalesce(new.`enrolled_on`, date(new.`created_at`, '+330 minutes')), 1, 7), 1, 0)
    ON CONFLICT (`centre_id`, `month`) DO UPDATE SET `joined` = `joined` + 1;
  INSERT INTO `centre_month_students` (`centre_id`, `month`, `joined`, `leaving`)
    SELECT new.`centre_id`, substr(new.`archived_on`, 1, 7), 0, 1 WHERE new.`archived` = 1 AND new.`archived_on` IS NOT NULL
    ON CONFLICT (`centre_id`, `month`) DO UPDATE SET `leaving` = `leaving` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `centre_month_students_after_delete` AFTER DELETE ON `students` BEGIN
  UPDATE `centre_month_students` SET `joined` = `joined` - 1
    WHERE `centre_id` = old.`centre_id` AND `month` = substr(coalesce(old.`enrolled_on`, date(old.`created_at`, '+330 minutes')), 1, 7);
  UPDATE `centre_month_students` SET `leaving` = `leaving` - 1
    WHERE old.`archived` = 1 AND old.`archived_on` IS NOT NULL AND `centre_id` = old.`centre_id` AND `month` = substr(old.`archived_on`, 1, 7);
END;
--> statement-breakpoint
-- A move to another centre, a corrected enrolment day, archiving or restoring: out of the old counts, into the new.
CREATE TRIGGER `centre_month_students_after_update` AFTER UPDATE OF `centre_id`, `enrolled_on`, `created_at`, `archived`, `archived_on` ON `students` BEGIN
  UPDATE `centre_month_students` SET `joined` = `joined` - 1
    WHERE `centre_id` = old.`centre_id` AND `month` = substr(coalesce(old.`enrolled_on`, date(old.`created_at`, '+330 minutes')), 1, 7);
  UPDATE `centre_month_students` SET `leaving` = `leaving` - 1
    WHERE old.`archived` = 1 AND old.`archived_on` IS NOT NULL AND `centre_id` = old.`centre_id` AND `month` = substr(old.`archived_on`, 1, 7);
  INSERT INTO `centre_month_students` (`centre_id`, `month`, `joined`, `leaving`)
    VALUES (new.`centre_id`, substr(coalesce(new.`enrolled_on`, date(new.`created_at`, '+330 minutes')), 1, 7), 1, 0)
    ON CONFLICT (`centre_id`, `month`) DO UPDATE SET `joined` = `joined` + 1;
  INSERT INTO `centre_month_students` (`centre_id`, `month`, `joined`, `leaving`)
    SELECT new.`centre_id`, substr(new.`archived_on`, 1, 7), 0, 1 WHERE new.`archived` = 1 AND new.`archived_on` IS NOT NULL
    ON CONFLICT (`centre_id`, `month`) DO UPDATE SET `leaving` = `leaving` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `centre_month_students_after_centre_delete` AFTER DELETE ON `centres` BEGIN
  DELETE FROM `centre_month_students` WHERE `centre_id` = old.`id`;
END;
--> statement-breakpoint
UPDATE `orders` SET `units` = (SELECT coalesce(sum(`value` ->> 'qty'), 0) FROM json_each(`orders`.`lines`));
--> statement-breakpoint
CREATE TRIGGER `orders_units_after_insert` AFTER INSERT ON `orders` BEGIN
  UPDATE `orders` SET `units` = (SELECT coalesce(sum(`value` ->> 'qty'), 0) FROM json_each(new.`lines`)) WHERE `id` = new.`id`;
END;
