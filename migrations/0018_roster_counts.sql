CREATE TABLE `roster_counts` (
	`centre_id` text NOT NULL,
	`archived` integer NOT NULL,
	`students` integer NOT NULL,
	PRIMARY KEY(`centre_id`, `archived`)
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers): the counts of the students there are, then
-- triggers that keep them with every insert, update and delete of a student, whatever makes it.
INSERT INTO `roster_counts` (`centre_id`, `archived`, `students`)
  SELECT `centre_id`, `archived`, count(*) FROM `students` GROUP BY `centre_id`, `archived`;
--> statement-breakpoint
CREATE TRIGGER `roster_counts_after_insert` AFTER INSERT ON `students` BEGIN
  INSERT INTO `roster_counts` (`centre_id`, `archived`, `students`) VALUES (new.`centre_id`, new.`archived`, 1)
    ON CONFLICT (`centre_id`, `archived`) DO UPDATE SET `students` = `students` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `roster_counts_after_delete` AFTER DELETE ON `students` BEGIN
  UPDATE `roster_counts` SET `students` = `students` - 1 WHERE `centre_id` = old.`centre_id` AND `archived` = old.`archived`;
END;
--> statement-breakpoint
-- A move to another centre, or archiving, takes the student out of the old pair (this trigger) and into the new one (the next).
CREATE TRIGGER `roster_counts_after_update_out` AFTER UPDATE OF `centre_id`, `archived` ON `students` BEGIN
  UPDATE `roster_counts` SET `students` = `students` - 1 WHERE `centre_id` = old.`centre_id` AND `archived` = old.`archived`;
END;
--> statement-breakpoint
CREATE TRIGGER `roster_counts_after_update_in` AFTER UPDATE OF `centre_id`, `archived` ON `students` BEGIN
  INSERT INTO `roster_counts` (`centre_id`, `archived`, `students`) VALUES (new.`centre_id`, new.`archived`, 1)
    ON CONFLICT (`centre_id`, `archived`) DO UPDATE SET `students` = `students` + 1;
END;
--> statement-breakpoint
-- A centre can be deleted only without students: its rows (at zero) go with it.
CREATE TRIGGER `roster_counts_after_centre_delete` AFTER DELETE ON `centres` BEGIN
  DELETE FROM `roster_counts` WHERE `centre_id` = old.`id`;
END;
