CREATE TABLE `activity_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`summary` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_time_idx` ON `activity_log` ("created_at" desc);--> statement-breakpoint
CREATE INDEX `activity_actor_time_idx` ON `activity_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `activity_kind_time_idx` ON `activity_log` (`kind`,`created_at`);