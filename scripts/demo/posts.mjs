// The demo's blog: a dozen posts as a franchise's academic team would write them. `daysAgo` is
// when each was published; `scene` is its picture (scripts/demo/scenes.mjs).

export const DEMO_POSTS = [
  {
    slug: "why-abacus-builds-concentration",
    title: "Why the abacus builds concentration, not just speed",
    category: "abacus",
    scene: "abacus",
    daysAgo: 3,
    pinned: true,
    excerpt:
      "Ten minutes of bead work a day trains attention the way practice trains a cricketer's eye. Here is what parents in our Pune centres see after one term.",
    content: `Parents often join us for the speed: a child who adds five three-digit numbers in her head is impressive. But ask our teachers in Kothrud or Baner what changes first, and they will say attention.

Moving beads means watching, listening and counting at the same time. A child who loses focus for a second loses the sum, so the mind learns to stay with one task. After a term, most parents tell us homework takes less time, not because it got easier, but because the child sits with it.

The habit forms through short, regular practice. Ten minutes a day works better than an hour on Sunday. We give every Level 1 student a practice sheet for each day of the week; tick the box together and keep it on the fridge.

If your child gets frustrated, slow down. Accuracy first, then speed. Our Level 1 students spend three weeks on single-rod sums before anyone uses a timer.`,
  },
  {
    slug: "phonics-at-home-ten-minute-games",
    title: "Phonics at home: five ten-minute games",
    category: "phonics",
    scene: "phonics",
    daysAgo: 9,
    pinned: true,
    excerpt:
      "Sound hunts, word ladders and silly sentences: easy games that help a new reader hear the sounds in words, with nothing more than paper and a pencil.",
    content: `Reading starts with hearing. Before a child can read "ship", she needs to hear three sounds: sh, i, p. These games train that ear, and each takes ten minutes.

Sound hunt: pick a sound, say "m", and find five things in the kitchen that start with it. Mango, milk, mixer. Then try the end of words: what ends with "t"?

Word ladder: write "cat", change one letter to make "hat", then "hot", then "hop". How far up the ladder can you climb?

Silly sentences: take turns making a sentence where every word starts with the same sound. "Seven snakes sing songs."

Blend and jump: say the sounds slowly, "f - r - o - g", and let your child jump when she knows the word.

Sound swap: say a word, swap the first sound. Sun becomes fun, then bun, then run. Laugh at the nonsense words too; they count.`,
  },
  {
    slug: "vedic-maths-multiply-near-100",
    title: "Vedic maths: multiply numbers near 100 in one line",
    category: "vedic_maths",
    scene: "vedic",
    daysAgo: 16,
    excerpt: "98 × 97 in five seconds: the Nikhilam method explained with examples our Nagpur batch loves to show off at family dinners.",
    content: `Take 98 × 97. Each number is close to 100: 98 is 2 short, 97 is 3 short.

Step one: cross-subtract. 98 − 3 = 95 (or 97 − 2, the same). That is the left part of the answer.

Step two: multiply the shortfalls. 2 × 3 = 6, written as two digits: 06. That is the right part.

So 98 × 97 = 9506. Check it on a calculator; it always works for numbers just below 100.

Numbers just above 100 work the same way with additions: 103 × 104 = (103 + 4) and (3 × 4) = 10712.

Our Level 2 students practise ten of these a day. Within a month most answer in under five seconds, and the confidence carries into school maths.`,
  },
  {
    slug: "state-abacus-championship-results-nagpur",
    title: "State Abacus Championship: our students bring home 42 medals",
    category: "abacus",
    scene: "trophy",
    daysAgo: 24,
    excerpt:
      "640 children from 38 centres competed at Deshpande Hall, Nagpur. Results, photographs and a word of thanks to the parents who travelled with them.",
    content: `On a bright Sunday morning 640 children from 38 centres across Maharashtra filled Deshpande Hall in Nagpur for the State Abacus Championship.

Our students won 42 medals: 14 gold, 16 silver and 12 bronze. The overall champion trophy in the junior category went to Aarav Kulkarni of our Nashik Gangapur Road centre, who finished 100 sums in under six minutes without a single mistake.

Every participant received a certificate; the full results list is with your centre.

A big thank-you to the parents who travelled overnight from Pune, Kolhapur and Aurangabad, and to the volunteers who kept 640 children fed, calm and on time.

Photographs from the day are in the gallery. Registrations for the next championship open next month.`,
  },
  {
    slug: "how-to-choose-abacus-level",
    title: "Which abacus level is right for my child?",
    category: "abacus",
    scene: "classroom",
    daysAgo: 33,
    excerpt:
      "From Level 1 at age five to Grand Master: how our levels work, how long each takes and how teachers decide when a child is ready to move up.",
    content: `Our programme has eight levels. Each takes about three months with one two-hour class a week and daily practice at home.

Level 1 and 2 (ages 5 to 7): bead work on the abacus, single- and double-digit addition and subtraction.

Level 3 and 4: the child starts to picture the abacus in her mind. Sums get longer and the first timed drills begin.

Level 5 to 8: multiplication, division, decimals and mental work without the abacus at all.

A child moves up after a short assessment at the end of each level. There is no rush: a child who repeats a level usually becomes the fastest in the next one.

Not sure where to start? Visit any centre for a free trial class.`,
  },
  {
    slug: "reading-in-two-languages-marathi-english",
    title: "Reading in two languages: phonics for Marathi-speaking homes",
    category: "phonics",
    scene: "phonics",
    variant: 2,
    daysAgo: 41,
    excerpt:
      "Many of our students speak Marathi at home and learn English at school. Phonics helps both, and your home language is a strength, not a hurdle.",
    content: `Many families ask whether speaking Marathi at home slows down English reading. Our experience in Pune, Satara and Sangli says no.

Marathi is written much as it is spoken; children who read Marathi already know that letters stand for sounds. Phonics builds on exactly that idea for English, where the spelling is less regular.

Talk about sounds in both languages. "Ma" in "mango" and in "मासा" is the same sound. Children love finding these bridges.

Read aloud every day, in either language. A story in Marathi at bedtime builds vocabulary and listening, which English reading needs too.

Let the child teach you. When she brings home a new sound from class, ask her to explain it. Teaching is the best revision.`,
  },
  {
    slug: "annual-day-2026-pune",
    title: "Annual Day 2026: a full house at Ganesh Kala Krida Manch",
    category: "abacus",
    scene: "stage",
    daysAgo: 52,
    excerpt:
      "Skits, a live mental maths round against the clock and a lezim performance by our youngest batch: highlights of an evening 900 parents will remember.",
    content: `The hall was full half an hour before the curtain went up. 900 parents, grandparents and friends came to Ganesh Kala Krida Manch for our Annual Day.

The evening opened with a lezim performance by the Level 1 batch from Dhankawadi, and closed with a live mental maths round: ten students against the clock and a calculator. The students won.

In between, children from twelve centres presented skits about numbers, a phonics song and a quiz where the audience could join in.

Our thanks to the teachers, who rehearsed for weeks after class hours, and to every parent who helped with costumes.

Photographs are in the gallery under Events.`,
  },
  {
    slug: "vedic-maths-squares-ending-in-5",
    title: "Squares of numbers ending in 5, the Vedic way",
    category: "vedic_maths",
    scene: "vedic",
    variant: 1,
    daysAgo: 63,
    excerpt: "35² = 1225, 85² = 7225: one rule, no paper. A favourite trick of our Level 1 Vedic maths students, and a great way to start.",
    content: `Here is the rule: take the digits before the 5, multiply them by the next number, then write 25 after.

35²: the digit before 5 is 3. 3 × 4 = 12. Write 25 after: 1225.

85²: 8 × 9 = 72, then 25: 7225.

115²: 11 × 12 = 132, then 25: 13225.

Why does it work? (10a + 5)² = 100a² + 100a + 25 = 100 × a(a + 1) + 25. Older students enjoy proving it; younger ones enjoy the speed.

Try it at the dinner table tonight and let your child quiz the family.`,
  },
  {
    slug: "screen-time-and-mental-maths",
    title: "Screen time and mental maths: finding the balance",
    category: "abacus",
    scene: "abacus",
    variant: 1,
    daysAgo: 78,
    excerpt:
      "Mental maths needs a quiet mind. Simple routines parents in our Nashik centres use to make room for practice without banning the tablet.",
    content: `We are not against screens. But mental arithmetic asks the brain to hold a picture of the abacus still, and that is hard straight after fast-moving games.

Practice before play: ten minutes of abacus work first, then the tablet. Children accept the order once it is routine.

Keep the practice spot the same: the same chair, the same table, the abacus always there.

Put phones away during practice, the parent's included. Children notice.

At weekends, try a family challenge: who can add the grocery bill in their head first?`,
  },
  {
    slug: "starting-a-franchise-centre-first-year",
    title: "Starting a centre: what our partners learnt in their first year",
    category: "abacus",
    scene: "classroom",
    variant: 2,
    daysAgo: 95,
    excerpt:
      "Three partners from Kothrud, Nashik and Nagpur on finding students, training teachers and the small things that made parents trust a new centre.",
    content: `We asked three franchise partners what surprised them most in their first year.

Sunita Patil, Kothrud, Pune: "Word of mouth is everything. Our first thirty students came from five parents who told their friends after the free trial class."

Rohan Kulkarni, Gangapur Road, Nashik: "Start with a small batch and get it right. I taught the first batch myself while our teachers trained."

Ashwini Deshmukh, Dharampeth, Nagpur: "Competitions made our name. Once two of our students won medals at the state level, enquiries doubled."

All three agree on one thing: the monthly kit orders and the training calendar from the head office meant they could focus on teaching.

Interested in opening a centre in your town? Write to us through the contact page.`,
  },
  {
    slug: "phonics-tricky-words",
    title: "Tricky words: when phonics rules do not work",
    category: "phonics",
    scene: "phonics",
    variant: 3,
    daysAgo: 110,
    excerpt:
      "The, said, was: some words must be learnt by sight. How we teach them without confusing children who are just learning to trust the sounds.",
    content: `English has words that do not follow the rules children learn in phonics: the, said, was, you, they. We call them tricky words.

We teach them a few at a time, after children are comfortable blending simple sounds. Learnt too early, they make a child doubt everything else.

Show the tricky part. In "said", the "ai" says "e". Colour the tricky part red on a flash card.

Read them in sentences, not lists. "The cat sat on the mat" has one tricky word and five friendly ones.

Celebrate each new one. Our students keep a tricky-word star chart; five stars earn a sticker.`,
  },
  {
    slug: "international-olympiad-preparation",
    title: "Preparing for the International Mental Arithmetic Olympiad",
    category: "vedic_maths",
    scene: "medals",
    daysAgo: 130,
    excerpt:
      "Rounds, timing and the practice plan our coaches use in the eight weeks before an international contest, with tips on staying calm on the day.",
    content: `The International Mental Arithmetic Olympiad has three rounds: visual sums, flash numbers and oral sums. Each rewards a different skill.

Eight weeks out: daily 20-minute sessions covering all three rounds, timed loosely.

Four weeks out: full practice papers twice a week under contest timing.

The last week: light practice only, good sleep and one relaxed mock contest.

On the day, accuracy wins. A wrong answer costs more than a skipped one. We tell students: if a sum feels lost, move on and come back.

Parents: pack water, a snack and a pencil box, and arrive early. A calm morning is worth more than an extra hour of practice.`,
  },
];
