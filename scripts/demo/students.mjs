// The demo's students: rosters at the two partner-run sample centres (competition entries and level
// exams enter them; their level history is scripts/demo/level-exam.mjs's).
export const PUNE = { centre: "demo-centre-pune-kothrud", partner: "demo-partner-pune" };
export const NASHIK = { centre: "demo-centre-nashik-gangapur", partner: "demo-partner-nashik" };

// [id, centre, name, date of birth, course, level, parent's phone]
/** @type {[string, { centre: string, partner: string }, string, string, string, number, string][]} */
export const STUDENTS = [
  ["demo-student-1", PUNE, "Aarav Kulkarni", "2016-03-14", "abacus", 5, "+919823047001"],
  ["demo-student-2", PUNE, "Ira Deshpande", "2017-07-02", "abacus", 3, "+919823047002"],
  ["demo-student-3", PUNE, "Vihaan Joshi", "2018-11-21", "abacus", 2, "+919823047003"],
  ["demo-student-4", PUNE, "Anaya Pawar", "2015-01-09", "abacus", 6, "+919823047004"],
  ["demo-student-5", PUNE, "Reyansh Patil", "2016-09-30", "vedic_maths", 4, "+919823047005"],
  ["demo-student-6", PUNE, "Myra Gokhale", "2019-04-17", "phonics", 1, "+919823047006"],
  ["demo-student-7", PUNE, "Kabir Shinde", "2017-12-05", "abacus", 3, "+919823047007"],
  ["demo-student-8", NASHIK, "Siya Bhosale", "2016-06-11", "abacus", 5, "+919823047008"],
  ["demo-student-9", NASHIK, "Arjun Wagh", "2015-10-23", "abacus", 6, "+919823047009"],
  ["demo-student-10", NASHIK, "Tara Sawant", "2018-02-28", "abacus", 2, "+919823047010"],
];
