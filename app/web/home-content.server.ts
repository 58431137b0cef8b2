import { formatCount } from "../lib/counts";
import { CLAIMS } from "../lib/site";

// The home page's words, sent as loader data: text in JSON costs a phone far less than the same
// text compiled into JavaScript for hydration.

export const WELCOME = {
  welcome: `For more than ${CLAIMS.years} years we have helped children discover how capable they are. Over ${formatCount(CLAIMS.students)} students have learnt with us at more than ${CLAIMS.centres} centres, and our students and teachers have set ${CLAIMS.worldRecords} world records and won ${CLAIMS.awards} awards along the way.`,
  mission:
    "To give every child strong foundations in numbers and language through methods that are scientific, fun and affordable, and to help local educators build thriving centres of their own.",
};

// `course`: the card's "Learn More" opens that course's page (a deliberate change from the spec's /blogs).
export const COURSE_CARDS = [
  {
    icon: "abacus",
    course: "abacus",
    title: "Abacus Training",
    text: "Children learn to calculate with an abacus, then in their heads: faster arithmetic, sharper focus and better memory.",
  },
  {
    icon: "phonics",
    course: "phonics",
    title: "Phonics Programs",
    text: "Sounds, blends and sight words in a playful sequence, so young learners read and spell with confidence in English.",
  },
  {
    icon: "vedic",
    course: "vedic_maths",
    title: "Vedic Mathematics",
    text: "Ancient Indian techniques that turn long calculations into a few mental steps, ideal for school and competitive exams.",
  },
] as const;

export const FRANCHISE_BENEFITS = [
  {
    icon: "training",
    title: "Complete Training",
    text: "Hands-on teacher training and certification before you open, and refreshers every year.",
  },
  {
    icon: "kits",
    title: "Teaching Kits",
    text: "Abacus tools, workbooks and phonics material for every level, ordered online with GST invoices.",
  },
  {
    icon: "growth",
    title: "Start Small",
    text: "Start from a single classroom and grow at your pace, with a brand parents already trust.",
  },
  {
    icon: "support",
    title: "Ongoing Support",
    text: "Marketing material, competitions for your students and a team a WhatsApp message away.",
  },
] as const;

export const FAQS = [
  {
    question: "What age groups do you teach?",
    answer: "Abacus and phonics programmes are for children aged 5 to 14. Vedic maths is for students aged 10 and above.",
  },
  {
    question: "How soon will we see results?",
    answer: "Most parents notice better concentration and faster calculation within 6 to 8 weeks of regular classes.",
  },
  {
    question: "Do you train new franchise partners?",
    answer: "Yes. Every franchise partner receives complete teacher training, teaching kits and ongoing support to run their centre.",
  },
  {
    question: "Are classes online or offline?",
    answer: "Both. Depending on the centre, classes run offline, online or in a flexible mix of the two.",
  },
];
