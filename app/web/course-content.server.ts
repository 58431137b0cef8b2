import type { Course } from "../lib/enums";

// What each course page says to a parent. Sent as loader data, like the home page's words: text in
// JSON costs a phone far less than the same text compiled into JavaScript. The age groups agree with
// the home page's FAQ (5 to 14 for abacus and phonics, 10 and above for Vedic maths); results in 6 to
// 8 weeks and classes offline, online or mixed depending on the centre, as the home page says too.

export type CourseContent = {
  /** One line under the course's name. */
  tagline: string;
  /** For search results, link previews and the blog's way-forward panel (under 160 characters). */
  summary: string;
  /** "What is ...?": a paragraph or two. */
  about: string[];
  /** Shown as a fact ("5 to 14 years") and in the structured data ("5-14"). */
  ageGroup: { label: string; min: number; max: number | null; note: string };
  duration: { label: string; note: string };
  levels: { name: string; detail: string }[];
  gains: { title: string; text: string }[];
  faqs: { question: string; answer: string }[];
};

const SHARED_FAQ = {
  mode: {
    question: "Are classes online or offline?",
    answer:
      "It depends on the centre: most teach in the classroom, and several also run online or mixed batches. The centre will tell you its batch timings when you book the demo class.",
  },
};

export const COURSE_CONTENT: Readonly<Record<Course, CourseContent>> = {
  abacus: {
    tagline: "From beads on a frame to sums solved in the mind's eye.",
    summary:
      "Abacus Training for children aged 5 to 14: eight levels that take a child from counting beads to fast, accurate mental arithmetic, with sharper focus and memory.",
    about: [
      "Children begin with a real abacus, moving beads to add and subtract. Once their fingers know the moves, we take the frame away and they picture it instead; the beads move in the mind's eye and the answer follows. This is what teachers call mental arithmetic, and it is why an abacus child can add a column of numbers faster than an adult with a calculator.",
      "Each class mixes bead work, listening sums, flash cards and short timed drills, so children stay busy and never bored. Alongside speed comes what parents value most: a child who can sit with a task, listen closely and trust their own working.",
    ],
    ageGroup: { label: "5 to 14 years", min: 5, max: 14, note: "Younger children start at the foundation level; older ones move faster." },
    duration: { label: "8 levels, about 3 months each", note: "One 2-hour class a week, plus 10 to 15 minutes of practice at home." },
    levels: [
      {
        name: "Foundation (levels 1 and 2)",
        detail: "Knowing the abacus, place value, and adding and subtracting single and double digits with small and big friends.",
      },
      {
        name: "Building speed (levels 3 and 4)",
        detail: "Three- and four-digit sums, the first listening sums, and working without the abacus in front of them.",
      },
      {
        name: "Multiplication and division (levels 5 and 6)",
        detail: "Multiplying and dividing on the abacus and then mentally, with decimals introduced gently.",
      },
      {
        name: "Mastery (levels 7 and 8)",
        detail: "Long mixed sums against the clock, squares and square roots, and preparation for competitions.",
      },
    ],
    gains: [
      { title: "Concentration", text: "Following a chain of numbers read aloud trains a child to hold attention for longer." },
      { title: "Speed and accuracy", text: "Arithmetic that used to take a page of working is done in the head, and done right." },
      { title: "Memory", text: "Picturing the beads builds visual memory, which helps with spellings and tables too." },
      { title: "Confidence", text: "Each level has a clear test and a certificate, so progress is something a child can see." },
    ],
    faqs: [
      {
        question: "What is the right age to start abacus?",
        answer:
          "Children can start from 5, once they recognise numbers up to 10. We teach children from 5 to 14; a child who starts at 8 or 9 often covers the early levels more quickly.",
      },
      {
        question: "Will abacus confuse the methods my child learns at school?",
        answer:
          "No. The abacus teaches place value very concretely, so school methods usually make more sense afterwards. Many teachers tell us abacus children check their school sums mentally.",
      },
      {
        question: "How soon will we see a difference?",
        answer: "Most parents notice better concentration and faster calculation within 6 to 8 weeks of regular classes and home practice.",
      },
      SHARED_FAQ.mode,
    ],
  },
  phonics: {
    tagline: "Sounds first, so reading and spelling in English make sense.",
    summary:
      "Phonics Programs for children aged 5 to 14: letter sounds, blends and sight words in a playful order, so your child reads and spells English with confidence.",
    about: [
      "English is not spelt the way it sounds, which is why so many children guess at words. Phonics teaches the 44 sounds of English and the letters that make them, one step at a time, so a child can sound out a new word instead of memorising it.",
      "Classes are lively: songs and actions for each sound, word-building with letter cards, games, and short decodable stories a child can read on their own from the first weeks. For children who already read but stumble or spell by guesswork, the same method fills the gaps quietly and quickly.",
    ],
    ageGroup: {
      label: "5 to 14 years",
      min: 5,
      max: 14,
      note: "Young beginners start with letter sounds; older children are placed after a short reading check.",
    },
    duration: { label: "4 levels, about 3 months each", note: "Two 1-hour classes a week, with a little reading at home." },
    levels: [
      {
        name: "Level 1: Letter sounds",
        detail: "The single sounds of English, how to write each letter, and blending three-letter words such as c-a-t.",
      },
      {
        name: "Level 2: Blends and digraphs",
        detail: "Sounds made by two letters (sh, ch, th, ee, oo), consonant blends, and the first tricky words.",
      },
      {
        name: "Level 3: Long vowels and sight words",
        detail: "Different spellings of the same sound, the magic e, and the common words that do not follow the rules.",
      },
      {
        name: "Level 4: Fluent reading",
        detail: "Spelling patterns, reading aloud with expression, and understanding what has been read.",
      },
    ],
    gains: [
      {
        title: "Reading on their own",
        text: "A child who can sound out words picks up a storybook without waiting to be told what it says.",
      },
      { title: "Better spelling", text: "Knowing which letters make a sound turns spelling from guesswork into a skill." },
      { title: "Clear pronunciation", text: "Learning each sound carefully helps a child speak English clearly and confidently." },
      { title: "A love of books", text: "Early success makes reading a pleasure, which carries into every school subject." },
    ],
    faqs: [
      {
        question: "My child already reads a little. Is phonics still useful?",
        answer:
          "Yes. Many children read familiar words by sight but guess at new ones. A short reading check shows where to start, so your child fills the gaps without repeating what they know.",
      },
      {
        question: "Will this help if English is not spoken at home?",
        answer:
          "Very much. Phonics gives a child a dependable way to read and pronounce English words, which is exactly what a home language cannot supply. Many of our children speak Marathi or Hindi at home.",
      },
      {
        question: "What age groups do you teach?",
        answer:
          "Phonics is for children aged 5 to 14. Young beginners start with letter sounds; older children join a level that suits them.",
      },
      SHARED_FAQ.mode,
    ],
  },
  vedic_maths: {
    tagline: "Ancient Indian shortcuts that turn long sums into a few clear steps.",
    summary:
      "Vedic Mathematics for students aged 10 and above: quick, reliable methods for multiplication, division, squares and checking answers, for school and competitive exams.",
    about: [
      "Vedic Mathematics is a set of sixteen short rules, or sutras, that make calculation faster and more flexible. A student learns, for example, to multiply numbers close to 100 in one line, to square any number ending in 5 at a glance, and to check an answer in seconds with digit sums.",
      "The methods sit comfortably alongside the school syllabus. They do not replace understanding; they give a student a second, quicker route and the confidence to choose the best one, which matters most in timed tests and competitive exams.",
    ],
    ageGroup: {
      label: "10 years and above",
      min: 10,
      max: null,
      note: "Students should be comfortable with tables and basic multiplication.",
    },
    duration: { label: "4 levels, about 3 months each", note: "One 2-hour class a week, with a short worksheet to practise at home." },
    levels: [
      {
        name: "Level 1: Quick arithmetic",
        detail: "Addition and subtraction from left to right, complements from 10 and 100, and checking with digit sums.",
      },
      {
        name: "Level 2: Multiplication",
        detail: "Vertically and crosswise for any numbers, and the base method for numbers near 10, 100 and 1000.",
      },
      {
        name: "Level 3: Division, squares and roots",
        detail: "Short division methods, squares, cubes, square roots and cube roots of perfect numbers.",
      },
      { name: "Level 4: Applying it", detail: "Fractions, percentages, simple equations and algebra, with practice papers in exam style." },
    ],
    gains: [
      { title: "Exam speed", text: "Calculations that eat up time in a test are done in a line, leaving time to think and check." },
      { title: "Fewer careless mistakes", text: "Digit-sum checks catch a wrong answer before it costs marks." },
      { title: "Flexible thinking", text: "Seeing more than one way to solve a problem builds real number sense." },
      { title: "Pride in a heritage", text: "Students enjoy learning methods with roots in Indian mathematical tradition." },
    ],
    faqs: [
      {
        question: "Why does Vedic maths start at 10?",
        answer:
          "The methods build on tables and written multiplication, which most children are secure with by Std 5. Younger children do better with abacus first, and many move on to Vedic maths afterwards.",
      },
      {
        question: "Does it help with competitive exams?",
        answer:
          "Yes. Olympiads and, later, entrance and aptitude exams reward speed and accuracy, and that is exactly what Vedic methods and our timed practice build.",
      },
      {
        question: "Will my child get confused between school methods and Vedic methods?",
        answer:
          "No. We teach the Vedic method as a second route and show how it connects to the school method, so each makes the other clearer.",
      },
      SHARED_FAQ.mode,
    ],
  },
  mental_math: {
    tagline: "Everyday number sense: tables, fractions and percentages worked out in the head.",
    summary:
      "Mental Math for children aged 7 to 14: strategies to calculate in the head, recall tables instantly and handle fractions and percentages, without an abacus or a calculator.",
    about: [
      "Mental Math teaches children to think with numbers rather than count on their fingers. They learn to break numbers apart and put them back together: 48 + 37 becomes 50 + 35, and 25 × 16 becomes 100 × 4. Tables move from chanting to instant recall, and fractions, percentages and money sums start to feel ordinary.",
      "It suits children who never did abacus as well as those who have finished it and want to keep their speed. Classes use games, number talks and short challenges, and children are encouraged to explain how they got an answer, which is where real understanding shows.",
    ],
    ageGroup: { label: "7 to 14 years", min: 7, max: 14, note: "Children should be able to add and subtract small numbers on paper." },
    duration: { label: "6 levels, about 3 months each", note: "One 2-hour class a week, plus a few minutes of daily practice." },
    levels: [
      {
        name: "Levels 1 and 2: Number bonds and tables",
        detail: "Making 10 and 100, doubling and halving, and tables up to 20 with instant recall.",
      },
      {
        name: "Levels 3 and 4: Strategies",
        detail: "Adding and subtracting by rounding and splitting, multiplying two-digit numbers, and estimating answers.",
      },
      {
        name: "Levels 5 and 6: Everyday maths",
        detail: "Fractions, decimals and percentages, money and time, and word problems solved mentally.",
      },
    ],
    gains: [
      { title: "Instant tables", text: "No more pausing at 7 × 8: recall becomes automatic, which frees the mind for the harder part." },
      { title: "Number sense", text: "Children can tell when an answer looks wrong, a skill that protects them in every maths paper." },
      {
        title: "Everyday confidence",
        text: "Bills, discounts and change stop being a puzzle and become something a child enjoys working out.",
      },
      { title: "Speaking up", text: "Explaining their thinking aloud makes children more confident in class as well." },
    ],
    faqs: [
      {
        question: "How is Mental Math different from Abacus Training?",
        answer:
          "Abacus builds speed by picturing beads. Mental Math builds strategies with the numbers themselves: rounding, splitting, doubling. Children who have finished abacus often join to keep their speed and apply it to school topics.",
      },
      {
        question: "My child struggles with maths. Is this too advanced?",
        answer: "Not at all. We begin with number bonds and tables, at the child's pace, and small daily wins rebuild confidence quickly.",
      },
      {
        question: "How much practice is needed at home?",
        answer:
          "About ten minutes a day is enough. The worksheets and games we give are short so that practice becomes a habit, not a chore.",
      },
      SHARED_FAQ.mode,
    ],
  },
  brain_development: {
    tagline: "Memory, focus and creative thinking, built through play.",
    summary:
      "Brain Development for children aged 5 to 12: puzzles, memory games, drawing and coordination activities that build attention, memory and problem-solving.",
    about: [
      "Brain Development is a programme of activities that exercise the skills behind all learning: paying attention, remembering, seeing patterns, planning and imagining. Children play memory and observation games, solve puzzles and mazes, draw with both hands, follow rhythm and movement exercises, and tell stories from pictures.",
      "There are no exams and no pressure. Each activity is short and chosen for the child's age, and teachers note how attention span, memory and patience grow over the months. It is a gentle, joyful start for young children and a good companion to abacus or phonics for older ones.",
    ],
    ageGroup: { label: "5 to 12 years", min: 5, max: 12, note: "Activities are grouped for ages 5 to 7, 8 to 10 and 11 to 12." },
    duration: { label: "3 stages, about 6 months each", note: "One 90-minute class a week; no homework beyond a puzzle or two." },
    levels: [
      {
        name: "Stage 1: Observe and remember",
        detail: "Picture memory, spot-the-difference, colour and shape patterns, and simple sequencing games.",
      },
      {
        name: "Stage 2: Think and plan",
        detail: "Mazes, logic puzzles, tangrams, both-hand drawing and rhythm exercises that build coordination.",
      },
      {
        name: "Stage 3: Imagine and explain",
        detail: "Visualisation, storytelling from pictures, strategy games and puzzles that ask for more than one step.",
      },
    ],
    gains: [
      { title: "Longer attention span", text: "Short, absorbing activities gradually stretch how long a child can focus on one thing." },
      {
        title: "Stronger memory",
        text: "Games that ask a child to recall pictures, sequences and stories make remembering easier at school.",
      },
      { title: "Problem-solving", text: "Puzzles teach a child to try, notice what went wrong and try another way, without giving up." },
      { title: "Coordination and creativity", text: "Drawing, rhythm and storytelling build fine motor skills and imagination together." },
    ],
    faqs: [
      {
        question: "Is this a tuition class?",
        answer:
          "No. There is no school syllabus and no exam. It builds the skills that make school learning easier: focus, memory and patience. Children simply enjoy it.",
      },
      {
        question: "Can my child do this alongside abacus or phonics?",
        answer: "Yes, and many do. Brain Development complements both, and the centre can suggest batch timings that fit together.",
      },
      {
        question: "When will we notice a change?",
        answer:
          "Most parents notice better concentration within 6 to 8 weeks: homework done with fewer breaks and instructions remembered the first time.",
      },
      SHARED_FAQ.mode,
    ],
  },
};

/** "5-14" or "10-": schema.org's typicalAgeRange. */
export const typicalAgeRange = ({ min, max }: CourseContent["ageGroup"]) => `${min}-${max ?? ""}`;
