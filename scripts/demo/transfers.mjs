// The demo's transfer request: Kothrud has asked to move Kabir to the Nashik centre, so the admin's
// Transfers tab has one request to decide. Only when this run adds Kabir: a re-run adds nothing.
import { inserts } from "../bench/seed.mjs";
import { NASHIK, PUNE } from "./students.mjs";

const ASKED = { id: "demo-transfer-1", studentId: "demo-student-7" };

/** The statements for a run that adds Kabir (`missing(id)`); `at(days)` is that many days ago. */
export function transferStatements(missing, at) {
  if (!missing(ASKED.studentId)) return [];
  return inserts(
    "student_transfers",
    ["id", "student_id", "from_centre_id", "to_centre_id", "status", "requested_by", "requested_at"],
    [[ASKED.id, ASKED.studentId, PUNE.centre, NASHIK.centre, "pending", PUNE.partner, at(2)]],
    "INSERT OR IGNORE",
  );
}
