-- Who set a parent's language (issue 36): every language kept so far was the parent's own.
ALTER TABLE `parent_languages` ADD `set_by` text DEFAULT 'parent' NOT NULL;