// A child whose data was erased (a parent's request, or the daily job after the retention period)
// keeps their row, so entries, results counts and level histories still add up, but nothing that
// names them. Browser-safe: the roster shows an erased student as such.

/** The name an erased student's row and every copy of it carry instead of the child's. */
export const ERASED_NAME = "Erased student";

/**
 * The date of birth of an erased student: a real date, so every page that reads one (ages, hall
 * tickets, CSVs) still works, and one no real child's can be (a date of birth is refused before
 * 1940), so it also marks the row as erased, and erasure never runs twice on it.
 */
export const ERASED_DATE_OF_BIRTH = "1900-01-01";

/** Whether a student's data was erased. */
export const isErased = (student: { dateOfBirth: string }) => student.dateOfBirth === ERASED_DATE_OF_BIRTH;
