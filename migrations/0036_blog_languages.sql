ALTER TABLE `blogs` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `blogs` ADD `translation_of` text;--> statement-breakpoint
CREATE INDEX `blogs_translation_of_idx` ON `blogs` (`translation_of`);--> statement-breakpoint
-- Written by hand: posts from before languages. A title in Devanagari is taken as Marathi (the
-- language most of the site's parents read); an editor can say Hindi instead.
UPDATE `blogs` SET `language` = 'mr' WHERE `title` GLOB '*[ऀ-ॿ]*';
--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers). A deleted post's translations stay one
-- group: when it was the group's first post, its oldest translation becomes the first and the
-- others link to it. The subquery reads no column of the rows being changed, so SQLite runs it
-- once, before any of them moves. No write path can forget.
CREATE TRIGGER `blogs_regroup_after_delete` AFTER DELETE ON `blogs` BEGIN
  UPDATE `blogs` SET `translation_of` = nullif(
      (SELECT `id` FROM `blogs` WHERE `translation_of` = old.`id` ORDER BY `created_at`, `id` LIMIT 1), `id`)
    WHERE `translation_of` = old.`id`;
END;
