// The /franchise page's own words (the benefits are the home page's: web/home-content.server.ts).

export const FRANCHISE_STEPS = [
  { title: "Enquire", text: "Send the form below. Our franchise team calls you within two working days." },
  { title: "Meet and visit", text: "We talk through your area, your space and the investment, and you visit a running centre." },
  { title: "Train", text: "You and your teachers are trained and certified in abacus, phonics and Vedic maths." },
  { title: "Open your centre", text: "Your starter kits arrive, we help with your launch, and the first batches begin." },
] as const;

export const FRANCHISE_FAQS = [
  {
    question: "Do I need a teaching background?",
    answer: "No. Many partners come from other careers: the training covers teaching method, class management and running the centre.",
  },
  {
    question: "How much space do I need?",
    answer: "One classroom for 10 to 15 children is enough to start. Many partners begin at home or in a rented room and grow from there.",
  },
  {
    question: "What does the investment cover?",
    answer:
      "Training and certification, your first teaching kits, the brand and launch material. The exact figure depends on your city and courses.",
  },
  {
    question: "How soon can I open?",
    answer: "Most partners open within 4 to 6 weeks of signing, once training is done and the kits have arrived.",
  },
] as const;
