DROP INDEX `orders_status_created_idx`;--> statement-breakpoint
DROP INDEX `orders_created_idx`;--> statement-breakpoint
ALTER TABLE `orders` ADD `account_name` text;--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers): each order's account name as it is now,
-- then triggers that set it when an order is written and follow a rename of the account.
UPDATE `orders` SET `account_name` = (SELECT `name` FROM `users` WHERE `users`.`id` = `orders`.`user_id`);--> statement-breakpoint
CREATE INDEX `orders_list_idx` ON `orders` (`created_at`,`sequence`,`status`,`payment_status`,`subtotal`,`gst`,`total`,`franchisee_name`,`invoice_number`,`gst_number`,`account_name`);--> statement-breakpoint
CREATE TRIGGER `orders_account_name_after_insert` AFTER INSERT ON `orders` BEGIN
  UPDATE `orders` SET `account_name` = (SELECT `name` FROM `users` WHERE `users`.`id` = new.`user_id`) WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_account_name_after_rename` AFTER UPDATE OF `name` ON `users` BEGIN
  UPDATE `orders` SET `account_name` = new.`name` WHERE `user_id` = new.`id`;
END;
