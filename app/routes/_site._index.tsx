import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { BookOpen, Brain, Calculator } from "lucide-react";
import { SITE_NAME } from "~/lib/site";

export const meta: MetaFunction = () => [
  { title: `${SITE_NAME} | Abacus, Phonics and Vedic Maths Classes in Maharashtra` },
  {
    name: "description",
    content:
      "Abacus, phonics and Vedic maths programmes for children aged 5 to 14, at 100+ centres across Maharashtra. Classes, competitions and franchise opportunities.",
  },
];

const STATS = [
  { value: "100000+", label: "Students trained" },
  { value: "100+", label: "Centres" },
  { value: "18+", label: "Years of teaching" },
];

const COURSE_CARDS = [
  {
    title: "Abacus Training",
    text: "Children learn to calculate with an abacus, then in their heads: faster arithmetic, sharper focus and better memory.",
    Icon: Calculator,
  },
  {
    title: "Phonics Programs",
    text: "Sounds, blends and sight words in a playful sequence, so young learners read and spell with confidence in English.",
    Icon: BookOpen,
  },
  {
    title: "Vedic Mathematics",
    text: "Ancient Indian techniques that turn long calculations into a few mental steps, ideal for school and competitive exams.",
    Icon: Brain,
  },
];

export default function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:items-center">
          <div>
            <ul className="mb-5 flex flex-wrap gap-2 text-sm font-semibold text-sun-300">
              <li className="rounded-full bg-white/10 px-3.5 py-1.5">3-time world record holder</li>
              <li className="rounded-full bg-white/10 px-3.5 py-1.5">8-time award winner</li>
            </ul>
            <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              Unlock your child&apos;s potential with abacus, phonics and Vedic maths
            </h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100">
              Joyful, proven programmes that build concentration, confidence and a love of learning, taught by trained
              teachers at centres across Maharashtra.
            </p>
            <Link
              to="/blogs"
              className="mt-8 inline-flex rounded-lg bg-sun-400 px-6 py-3 text-base font-bold text-brand-900 shadow-lg transition hover:bg-sun-300"
            >
              Learn More<span className="sr-only"> about our programmes</span>
            </Link>
          </div>
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end rounded-2xl bg-white/10 px-2 py-4 text-center sm:p-5">
                <dt className="mt-1 text-xs font-medium text-brand-100 sm:text-sm">{stat.label}</dt>
                <dd className="text-lg font-extrabold tabular-nums text-sun-300 sm:text-2xl xl:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-extrabold text-brand-900">Welcome to {SITE_NAME}</h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            For more than 20 years we have helped children discover how capable they are. Over 100000 students have
            learnt with us at more than 100 centres, and our students and teachers have set three world records and
            won eight awards along the way.
          </p>
        </div>
        <div className="rounded-2xl bg-amber-50 p-6 sm:p-8">
          <h2 className="text-2xl font-extrabold text-brand-900">Our Mission</h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">
            To give every child strong foundations in numbers and language through methods that are scientific, fun and
            affordable, and to help local educators build thriving centres of their own.
          </p>
        </div>
      </section>

      <section aria-labelledby="courses-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="courses-heading" className="text-center text-3xl font-extrabold text-brand-900">
            Our Courses
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {COURSE_CARDS.map(({ title, text, Icon }) => (
              <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{text}</p>
                <Link
                  to="/blogs"
                  className="mt-5 inline-flex self-start rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  Learn More<span className="sr-only"> about {title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
