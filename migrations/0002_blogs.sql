CREATE TABLE `blog_likes` (
	`blog_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`blog_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `blog_likes_user_idx` ON `blog_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `blog_slug_history` (
	`slug` text PRIMARY KEY NOT NULL,
	`blog_id` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blogs` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`content` text NOT NULL,
	`image_url` text,
	`category` text DEFAULT 'abacus' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`button_url` text,
	`published_date` text NOT NULL,
	`author_id` text,
	`author_name` text NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blogs_slug_unique` ON `blogs` (`slug`);--> statement-breakpoint
CREATE INDEX `blogs_status_published_idx` ON `blogs` (`status`,`published_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `blogs_category_status_published_idx` ON `blogs` (`category`,`status`,`published_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `blogs_pinned_idx` ON `blogs` (`pinned`);