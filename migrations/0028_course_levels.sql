CREATE TABLE `course_levels` (
	`course` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`weeks` integer NOT NULL,
	`pass_mark` integer NOT NULL,
	`product_id` text,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`course`, `position`)
);
