CREATE TABLE `order_totals` (
	`status` text NOT NULL,
	`payment_status` text NOT NULL,
	`count` integer NOT NULL,
	`subtotal` integer NOT NULL,
	`gst` integer NOT NULL,
	`total` integer NOT NULL,
	PRIMARY KEY(`status`, `payment_status`)
);
--> statement-breakpoint
DROP INDEX `orders_totals_idx`;--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers): the totals of the orders there are, then
-- triggers that keep them with every insert, update and delete of an order, whatever makes it.
INSERT INTO `order_totals` (`status`, `payment_status`, `count`, `subtotal`, `gst`, `total`)
  SELECT `status`, `payment_status`, count(*), sum(`subtotal`), sum(`gst`), sum(`total`) FROM `orders` GROUP BY `status`, `payment_status`;
--> statement-breakpoint
CREATE TRIGGER `order_totals_after_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO `order_totals` (`status`, `payment_status`, `count`, `subtotal`, `gst`, `total`)
    VALUES (new.`status`, new.`payment_status`, 1, new.`subtotal`, new.`gst`, new.`total`)
    ON CONFLICT (`status`, `payment_status`) DO UPDATE SET `count` = `count` + 1, `subtotal` = `subtotal` + excluded.`subtotal`,
      `gst` = `gst` + excluded.`gst`, `total` = `total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_totals_after_delete` AFTER DELETE ON `orders` BEGIN
  UPDATE `order_totals` SET `count` = `count` - 1, `subtotal` = `subtotal` - old.`subtotal`, `gst` = `gst` - old.`gst`, `total` = `total` - old.`total`
    WHERE `status` = old.`status` AND `payment_status` = old.`payment_status`;
END;
--> statement-breakpoint
-- An update moves the order out of its old pair (this trigger) and into its new one (the next).
CREATE TRIGGER `order_totals_after_update_out` AFTER UPDATE OF `status`, `payment_status`, `subtotal`, `gst`, `total` ON `orders` BEGIN
  UPDATE `order_totals` SET `count` = `count` - 1, `subtotal` = `subtotal` - old.`subtotal`, `gst` = `gst` - old.`gst`, `total` = `total` - old.`total`
    WHERE `status` = old.`status` AND `payment_status` = old.`payment_status`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_totals_after_update_in` AFTER UPDATE OF `status`, `payment_status`, `subtotal`, `gst`, `total` ON `orders` BEGIN
  INSERT INTO `order_totals` (`status`, `payment_status`, `count`, `subtotal`, `gst`, `total`)
    VALUES (new.`status`, new.`payment_status`, 1, new.`subtotal`, new.`gst`, new.`total`)
    ON CONFLICT (`status`, `payment_status`) DO UPDATE SET `count` = `count` + 1, `subtotal` = `subtotal` + excluded.`subtotal`,
      `gst` = `gst` + excluded.`gst`, `total` = `total` + excluded.`total`;
END;
