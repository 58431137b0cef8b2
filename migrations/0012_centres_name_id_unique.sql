DROP INDEX `centres_name_id_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `centres_name_id_idx` ON `centres` (`name`,`id`);