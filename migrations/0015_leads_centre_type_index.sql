DROP INDEX `leads_centre_created_idx`;--> statement-breakpoint
CREATE INDEX `leads_centre_type_created_idx` ON `leads` (`centre_id`,`type`,`created_at`,`id`);