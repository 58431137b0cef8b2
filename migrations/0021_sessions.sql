CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`device_label` text NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`,`last_seen_at`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `token_version`;--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers): every write that gives an account a new
-- password (its own change, a reset with a code, an admin's reset), a new role or deactivates it
-- ends all its sessions, whichever service or script makes it.
CREATE TRIGGER `sessions_end_on_account_change` AFTER UPDATE OF `password_hash`, `role`, `deactivated_at` ON `users`
  WHEN new.`password_hash` IS NOT old.`password_hash` OR new.`role` IS NOT old.`role`
    OR (old.`deactivated_at` IS NULL AND new.`deactivated_at` IS NOT NULL)
BEGIN
  DELETE FROM `sessions` WHERE `user_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sessions_end_on_account_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM `sessions` WHERE `user_id` = old.`id`;
END;
--> statement-breakpoint
-- An account's last sign-in is the start of its newest session: kept by the insert itself, so
-- signing in stays within its four statements.
CREATE TRIGGER `sessions_last_login` AFTER INSERT ON `sessions` BEGIN
  UPDATE `users` SET `last_login` = new.`created_at` WHERE `id` = new.`user_id`;
END;
