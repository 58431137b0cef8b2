CREATE TABLE `parent_languages` (
	`phone` text PRIMARY KEY NOT NULL,
	`language` text NOT NULL,
	`updated_at` text NOT NULL
);
