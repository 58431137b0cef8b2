CREATE TABLE `blog_images` (
	`key` text PRIMARY KEY NOT NULL,
	`blog_id` text,
	`uploaded_by` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blog_images_blog_idx` ON `blog_images` (`blog_id`);--> statement-breakpoint
ALTER TABLE `blogs` ADD `content_format` text DEFAULT 'text' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers). A picture uploaded into a post's text
-- (blog_images) is the post's while its text shows it: claimed when the post is saved with it,
-- released (blog_id null) when an edit leaves it out or the post is deleted. The daily job deletes
-- released and never-used pictures from R2 (services/post-images.server.ts). No write path can forget.
CREATE TRIGGER `blog_images_after_blog_insert` AFTER INSERT ON `blogs` BEGIN
  UPDATE `blog_images` SET `blog_id` = new.`id` WHERE `blog_id` IS NULL AND instr(new.`content`, `key`) > 0;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_images_after_blog_update` AFTER UPDATE OF `content` ON `blogs` BEGIN
  UPDATE `blog_images` SET `blog_id` = iif(instr(new.`content`, `key`) > 0, new.`id`, NULL)
    WHERE `blog_id` = new.`id` OR (`blog_id` IS NULL AND instr(new.`content`, `key`) > 0);
END;
--> statement-breakpoint
CREATE TRIGGER `blog_images_after_blog_delete` AFTER DELETE ON `blogs` BEGIN
  UPDATE `blog_images` SET `blog_id` = NULL WHERE `blog_id` = old.`id`;
END;
