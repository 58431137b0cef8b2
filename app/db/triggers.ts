// The triggers the app relies on. drizzle-kit does not know triggers: each is written by hand
// below the generated SQL of its migration (docs/decisions/0003-triggers-in-migrations.md), and
// tests/worker/triggers.test.ts checks that every one listed here exists after all migrations,
// and that every CREATE TRIGGER of a migration is listed here. A new trigger is added to both.

export type TriggerPurpose = {
  /** The table whose writes fire it. */
  table: string;
  /** The migration (file name without .sql) that creates it. */
  migration: string;
  /** What would go wrong without it. */
  keeps: string;
};

export const TRIGGERS = {
  // The admin's order totals by status and payment (services/orders.server.ts reads order_totals).
  order_totals_after_insert: {
    table: "orders",
    migration: "0013_order_totals",
    keeps: "order_totals counts and sums a new order",
  },
  order_totals_after_delete: {
    table: "orders",
    migration: "0013_order_totals",
    keeps: "order_totals forgets a deleted order",
  },
  order_totals_after_update_out: {
    table: "orders",
    migration: "0013_order_totals",
    keeps: "order_totals takes a changed order out of its old status and payment",
  },
  order_totals_after_update_in: {
    table: "orders",
    migration: "0013_order_totals",
    keeps: "order_totals puts a changed order into its new status and payment",
  },
  // The account's name on each order, so the orders list searches and sorts by it without a join.
  orders_account_name_after_insert: {
    table: "orders",
    migration: "0014_orders_list_index",
    keeps: "a new order carries its account's name",
  },
  orders_account_name_after_rename: {
    table: "users",
    migration: "0014_orders_list_index",
    keeps: "an account's orders follow a rename",
  },
  // Each centre's roster counts (active and archived students), read by the roster's pages.
  roster_counts_after_insert: {
    table: "students",
    migration: "0018_roster_counts",
    keeps: "roster_counts counts a new student",
  },
  roster_counts_after_delete: {
    table: "students",
    migration: "0018_roster_counts",
    keeps: "roster_counts forgets a deleted student",
  },
  roster_counts_after_update_out: {
    table: "students",
    migration: "0018_roster_counts",
    keeps: "roster_counts takes a moved or archived student out of the old centre and state",
  },
  roster_counts_after_update_in: {
    table: "students",
    migration: "0018_roster_counts",
    keeps: "roster_counts puts a moved or archived student into the new centre and state",
  },
  roster_counts_after_centre_delete: {
    table: "centres",
    migration: "0018_roster_counts",
    keeps: "a deleted centre's zero counts go with it",
  },
  // Per-device sessions: one row a signed-in device; the account's changes end them all.
  sessions_end_on_account_change: {
    table: "users",
    migration: "0021_sessions",
    keeps: "a password, role or deactivation change ends every session of the account",
  },
  sessions_end_on_account_delete: {
    table: "users",
    migration: "0021_sessions",
    keeps: "a deleted account's sessions go with it",
  },
  sessions_last_login: {
    table: "sessions",
    migration: "0021_sessions",
    keeps: "users.last_login is the start of the newest session (no extra query at sign-in)",
  },
  // Each student's level history (student_levels), whatever adds, promotes or moves them.
  student_levels_after_insert: {
    table: "students",
    migration: "0029_level_history",
    keeps: "a new student's history opens at their starting level on the day they enrolled",
  },
  student_levels_after_level_change: {
    table: "students",
    migration: "0029_level_history",
    keeps: "a new level or course closes the open level and opens the new one",
  },
  student_levels_after_transfer: {
    table: "students",
    migration: "0029_level_history",
    keeps: "a move to another centre closes the level there and opens it at the new centre",
  },
  student_levels_after_delete: {
    table: "students",
    migration: "0029_level_history",
    keeps: "a deleted student's history goes with them",
  },
  // Joiners and leavers per centre and month (the network dashboard, services/network.server.ts).
  centre_month_students_after_insert: {
    table: "students",
    migration: "0030_network_counts",
    keeps: "a new student joins their centre's month (and leaves it, added archived)",
  },
  centre_month_students_after_delete: {
    table: "students",
    migration: "0030_network_counts",
    keeps: "a deleted student leaves the counts",
  },
  centre_month_students_after_update: {
    table: "students",
    migration: "0030_network_counts",
    keeps: "a moved, re-dated, archived or restored student moves in the counts",
  },
  centre_month_students_after_centre_delete: {
    table: "centres",
    migration: "0030_network_counts",
    keeps: "a deleted centre's counts go with it",
  },
  // An order's units (the network dashboard's kits ordered), without reading its JSON lines.
  orders_units_after_insert: {
    table: "orders",
    migration: "0030_network_counts",
    keeps: "a new order carries how many kits its lines add up to",
  },
  // Each student's level start and the day its exam falls due, on their row (the roster's "due for an exam" filter).
  students_level_started_after_history_insert: {
    table: "student_levels",
    migration: "0031_level_progress_and_network_indexes",
    keeps: "a level opened in the history sets the student's level start",
  },
  students_level_started_after_history_update: {
    table: "student_levels",
    migration: "0031_level_progress_and_network_indexes",
    keeps: "a level closed or re-dated in the history moves the student's level start",
  },
  students_level_started_after_history_delete: {
    table: "student_levels",
    migration: "0031_level_progress_and_network_indexes",
    keeps: "a history row removed no longer sets the student's level start",
  },
  students_exam_due_after_update: {
    table: "students",
    migration: "0031_level_progress_and_network_indexes",
    keeps: "a new level start, level or course moves the day the level's exam falls due",
  },
  students_exam_due_after_level_insert: {
    table: "course_levels",
    migration: "0031_level_progress_and_network_indexes",
    keeps: "a programme's level (saved again) sets when its students' exam falls due",
  },
  students_exam_due_after_level_update: {
    table: "course_levels",
    migration: "0031_level_progress_and_network_indexes",
    keeps: "a level's weeks changed moves when its students' exam falls due",
  },
  students_exam_due_after_level_delete: {
    table: "course_levels",
    migration: "0031_level_progress_and_network_indexes",
    keeps: "a level the programme no longer lists sets no minimum weeks for its students",
  },
  // The parent's consent in force, on the student's row (issue 35).
  students_consent_after_insert: {
    table: "student_consents",
    migration: "0032_parental_consent",
    keeps: "a consent recorded (given, changed or withdrawn) is the student's consent in force",
  },
  student_consents_after_student_delete: {
    table: "students",
    migration: "0032_parental_consent",
    keeps: "a deleted student's consent records go with them",
  },
  // The pictures inside a post's text belong to the post while it shows them (services/post-images.server.ts).
  blog_images_after_blog_insert: {
    table: "blogs",
    migration: "0034_blog_markdown",
    keeps: "a new post's pictures are its own, so the daily job keeps them",
  },
  blog_images_after_blog_update: {
    table: "blogs",
    migration: "0034_blog_markdown",
    keeps: "an edit claims the pictures it adds and releases those it leaves out",
  },
  blog_images_after_blog_delete: {
    table: "blogs",
    migration: "0034_blog_markdown",
    keeps: "a deleted post's pictures are released, for the daily job to delete",
  },
  blogs_regroup_after_delete: {
    table: "blogs",
    migration: "0036_blog_languages",
    keeps: "a deleted post's translations stay linked to each other, under the oldest of them",
  },
} as const satisfies Record<string, TriggerPurpose>;

export type TriggerName = keyof typeof TRIGGERS;
