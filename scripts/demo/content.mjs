// The demo's sample business, partners, kits, competitions, photos, orders and messages: a
// franchise in Maharashtra as its owner would see it. Every GSTIN here passes the check character
// of app/lib/gst.ts (tests/browser/demo-seed.spec.ts checks them).

/** The business details (site setting "business" and each sample order's supplier), plainly sample data. */
/** A UPI ID no bank resolves (example is no bank's handle), named as the sample it is. */
export const SAMPLE_UPI = { vpa: "sample.academy@example", payeeName: "Bright Minds Academy (sample data)" };

/**
 * A bank account for transfers no bank holds: the IFSC has the right form (4 letters, 0, 6
 * characters) but SMPL is no bank's code, and the account number is all zeros.
 */
export const SAMPLE_BANK = {
  accountName: "Bright Minds Academy (sample data)",
  accountNumber: "000000000000",
  ifsc: "SMPL0000001",
  bankName: "Sample Bank (sample data)",
  branch: "Dhankawadi, Pune",
};

/** WhatsApp numbers for the buttons and notifications to be tried; replace them in Settings. */
export const SAMPLE_WHATSAPP_NUMBERS = {
  franchiseeNotifications: "+919000000001",
  contactFormNotifications: "+919000000002",
  franchiseEnquiryNumber: "+919000000003",
};

export const SAMPLE_BUSINESS = {
  legalName: "Sample Learning Pvt Ltd (sample data)",
  tradeName: "Bright Minds Academy",
  address: "Office 12, Shreeji Heights, Karve Road, Kothrud, Pune, Maharashtra 411038",
  stateCode: "27",
  gstin: "27AAKCS7319R1ZF",
  pan: "AAKCS7319R",
  email: "accounts@sample-learning.example",
  phone: "+91 20 2546 7788",
};

export const SAMPLE_TESTIMONIALS = [
  {
    name: "Madhuri Joshi",
    role: "Parent, Baner",
    content: "Ira was scared of maths in class two. A year of abacus later she checks my shopping bill in her head.",
    rating: 5,
  },
  {
    name: "Sunita Patil",
    role: "Franchise partner, Kothrud",
    content: "The kits arrive on time, the invoices are GST-ready and the training calendar keeps my teachers sharp.",
    rating: 5,
  },
  {
    name: "Nilesh Wagh",
    role: "Parent, Nashik Road",
    content: "The phonics classes made my son a reader. He now reads Marathi and English stories to his little sister.",
    rating: 5,
  },
  {
    name: "Ashwini Deshmukh",
    role: "Franchise partner, Nagpur",
    content: "Two of our students won gold at the state championship in our first year. Enquiries doubled after that.",
    rating: 4,
  },
];

/** Approved franchise partners (they can order kits) and one sign-up waiting for approval. */
export const SAMPLE_PARTNERS = [
  {
    id: "demo-partner-pune",
    name: "Sunita Patil",
    email: "sunita.patil@example.com",
    whatsapp: "+919822011001",
    buyer: "Patil Learning Centre, Kothrud",
    gstin: "27ABKPP6234Q1ZV",
    state: "27",
    address: "14 Karve Road, Kothrud\nPune, Maharashtra 411038",
  },
  {
    id: "demo-partner-nashik",
    name: "Rohan Kulkarni",
    email: "rohan.kulkarni@example.com",
    whatsapp: "+919822011002",
    buyer: "Kulkarni Abacus Classes, Gangapur Road, Nashik",
    gstin: "27BDLPK3376E1ZE",
    state: "27",
    address: "Shop 3, Gangapur Road\nNashik, Maharashtra 422013",
  },
  {
    id: "demo-partner-nagpur",
    name: "Ashwini Deshmukh",
    email: "ashwini.deshmukh@example.com",
    whatsapp: "+919822011003",
    buyer: "Ashwini Deshmukh, Dharampeth, Nagpur",
    gstin: null,
    state: "27",
    address: "22 West High Court Road, Dharampeth\nNagpur, Maharashtra 440010",
  },
  {
    id: "demo-partner-goa",
    name: "Vaibhav Naik",
    email: "vaibhav.naik@example.com",
    whatsapp: "+919822011004",
    buyer: "Naik Brain Gym, Panaji",
    gstin: "30AHNPN5582L1ZW",
    state: "30",
    address: "Rua de Ourem, Fontainhas\nPanaji, Goa 403001",
  },
];
export const SAMPLE_SIGNUP = {
  id: "demo-signup-kolhapur",
  name: "Pooja Jadhav",
  email: "pooja.jadhav@example.com",
  whatsapp: "+919822011005",
};

/** Kits; `scene`/`variant` pick the picture. Prices are whole rupees before GST. */
export const SAMPLE_PRODUCTS = [
  {
    id: "demo-kit-abacus-1",
    name: "Abacus Student Kit, Level 1",
    category: "abacus",
    price: 750,
    gst: 18,
    hsn: "9023",
    unit: "SET",
    variant: 0,
    description: "Everything a new student needs for the first level: a 17-rod abacus, the Level 1 workbook and 60 practice sheets.",
    includes: ["17-rod student abacus", "Level 1 workbook", "60 practice sheets", "Progress card"],
  },
  {
    id: "demo-kit-abacus-adv",
    name: "Abacus Advanced Kit, Levels 5 to 8",
    category: "abacus",
    price: 1150,
    gst: 18,
    hsn: "9023",
    unit: "SET",
    variant: 3,
    description: "Workbooks and timed drill papers for mental arithmetic without the abacus, with answer keys for teachers.",
    includes: ["Four level workbooks", "Timed drill papers", "Teacher answer keys"],
  },
  {
    id: "demo-kit-teacher-abacus",
    name: "Teacher's Demonstration Abacus",
    category: "abacus",
    price: 2400,
    gst: 18,
    hsn: "9023",
    unit: "SET",
    variant: 1,
    description: "A large wall-mounted abacus with magnetic beads, readable from the back of a classroom of thirty.",
    includes: ["Wall abacus (90 cm)", "Mounting kit", "Teaching guide"],
  },
  {
    id: "demo-kit-phonics-starter",
    name: "Phonics Starter Kit (42 sounds)",
    category: "phonics",
    price: 890,
    gst: 5,
    hsn: "4901",
    unit: "SET",
    variant: 1,
    description: "Sound cards, a picture storybook for each group of sounds and a wall frieze for the classroom.",
    includes: ["42 sound cards", "7 storybooks", "Wall frieze", "Parent guide"],
  },
  {
    id: "demo-kit-phonics-readers",
    name: "Decodable Readers Set of 24",
    category: "phonics",
    price: 1350,
    gst: 5,
    hsn: "4901",
    unit: "SET",
    variant: 2,
    description: "Twenty-four short readers in order of the sounds taught, so every book can be read with what the child already knows.",
    includes: ["24 readers", "Reading record booklet"],
  },
  {
    id: "demo-kit-vedic-workbooks",
    name: "Vedic Maths Workbook Set, Levels 1 to 3",
    category: "vedic_math",
    price: 540,
    gst: 5,
    hsn: "4901",
    unit: "SET",
    variant: 2,
    description: "Three workbooks covering Nikhilam, Urdhva Tiryak and squares, with worked examples and weekly tests.",
    includes: ["Three workbooks", "Weekly tests", "Answer booklet"],
  },
  {
    id: "demo-kit-flash-cards",
    name: "Mental Maths Flash Cards",
    category: "other",
    price: 320,
    gst: 18,
    hsn: "4911",
    unit: "PAC",
    variant: 3,
    description: "Two hundred laminated flash cards for warm-ups and flash-number rounds.",
    includes: ["200 laminated cards", "Storage box"],
  },
  {
    id: "demo-kit-competition-papers",
    name: "Competition Practice Papers 2027",
    category: "other",
    price: 450,
    gst: 5,
    hsn: "4901",
    unit: "SET",
    variant: 2,
    inStock: false,
    description: "Twelve full practice papers in the format of the state championship. Reprint due next month.",
    includes: ["12 practice papers", "Answer keys", "OMR sheets"],
  },
];

/** Competitions; `days` is the date relative to today (negative: past). */
export const SAMPLE_COMPETITIONS = [
  {
    id: "demo-comp-pune-district",
    title: "Pune District Abacus Championship",
    category: "upcoming",
    type: "state",
    days: 38,
    location: "Ganesh Kala Krida Manch, Swargate, Pune",
    participants: 212,
    scene: "contest",
    prizes: ["Champion trophy for each level", "Gold, silver and bronze medals", "Certificates for all participants"],
    description:
      "Levels 1 to 8 compete in visual sums, flash numbers and oral rounds. Registration through your centre closes two weeks before.",
  },
  {
    id: "demo-comp-nashik-spelling",
    title: "Nashik Phonics Spelling Bee",
    category: "upcoming",
    type: "event",
    days: 61,
    location: "Kalidas Kala Mandir, Nashik",
    participants: 96,
    scene: "phonics",
    prizes: ["Spelling Bee shield", "Book vouchers", "Certificates for all participants"],
    description: "A friendly spelling bee for phonics students aged 5 to 9, with rounds for every level.",
  },
  {
    id: "demo-comp-online-vedic",
    title: "Online Vedic Maths Speed Challenge",
    category: "ongoing",
    type: "international",
    days: -6,
    location: "Online, from your centre",
    participants: 1180,
    scene: "vedic",
    prizes: ["Top 10 worldwide: medals and trophies", "E-certificates for all participants"],
    description: "Four weekly rounds of speed sums, taken at your centre under a teacher's watch. Round three is open now.",
  },
  {
    id: "demo-comp-maharashtra-zonal",
    title: "Maharashtra Zonal Rounds: Vidarbha",
    category: "ongoing",
    type: "state",
    days: -2,
    location: "Deshpande Hall, Civil Lines, Nagpur",
    participants: 420,
    scene: "contest",
    prizes: ["Qualification for the state final", "Medals for the top three in each level"],
    description: "The zonal qualifiers for the state final, held over three weekends in Nagpur, Amravati and Chandrapur.",
  },
  {
    id: "demo-comp-state-2026",
    title: "State Abacus Championship 2026",
    category: "completed",
    type: "state",
    days: -26,
    location: "Deshpande Hall, Civil Lines, Nagpur",
    participants: 640,
    scene: "trophy",
    prizes: ["42 medals won by our students", "Junior champion: Aarav Kulkarni, Nashik"],
    description: "640 children from 38 centres. Results and photographs are on the blog and in the gallery.",
  },
  {
    id: "demo-comp-imao-2026",
    title: "International Mental Arithmetic Olympiad 2026",
    category: "completed",
    type: "international",
    days: -140,
    location: "Online, with centres in 14 countries",
    participants: 3200,
    scene: "medals",
    prizes: ["5 of our students in the world top 50", "Certificates for all participants"],
    description: "Students from Pune, Nashik and Kolhapur took part from their own centres alongside children from 14 countries.",
  },
];

/** Photos: four of each gallery category, a scene each, `days` ago. */
export const SAMPLE_PHOTOS = [
  ["classes", "classroom", 0, 4],
  ["classes", "abacus", 2, 11],
  ["classes", "phonics", 3, 19],
  ["classes", "vedic", 2, 27],
  ["competitions", "contest", 0, 26],
  ["competitions", "contest", 2, 27],
  ["competitions", "trophy", 1, 26],
  ["competitions", "medals", 2, 140],
  ["achievements", "certificate", 0, 25],
  ["achievements", "medals", 0, 25],
  ["achievements", "trophy", 2, 60],
  ["achievements", "certificate", 1, 130],
  ["events", "stage", 0, 52],
  ["events", "stage", 1, 52],
  ["events", "festival", 0, 30],
  ["events", "classroom", 3, 75],
].map(([category, scene, variant, days], i) => ({ id: `demo-photo-${i + 1}`, category, scene, variant, days }));

/**
 * Orders, oldest first: partner, days ago, [kit id, quantity] lines, status.
 * @type {[string, string, number, [string, number][], string][]}
 */
export const SAMPLE_ORDERS = [
  [
    "demo-order-1",
    "demo-partner-pune",
    290,
    [
      ["demo-kit-abacus-1", 20],
      ["demo-kit-teacher-abacus", 1],
    ],
    "delivered",
  ],
  [
    "demo-order-2",
    "demo-partner-nashik",
    265,
    [
      ["demo-kit-phonics-starter", 12],
      ["demo-kit-phonics-readers", 2],
    ],
    "delivered",
  ],
  [
    "demo-order-3",
    "demo-partner-nagpur",
    150,
    [
      ["demo-kit-abacus-1", 15],
      ["demo-kit-flash-cards", 3],
    ],
    "delivered",
  ],
  [
    "demo-order-4",
    "demo-partner-goa",
    96,
    [
      ["demo-kit-abacus-1", 10],
      ["demo-kit-vedic-workbooks", 10],
    ],
    "delivered",
  ],
  [
    "demo-order-5",
    "demo-partner-pune",
    58,
    [
      ["demo-kit-abacus-adv", 8],
      ["demo-kit-vedic-workbooks", 12],
    ],
    "delivered",
  ],
  ["demo-order-6", "demo-partner-nashik", 31, [["demo-kit-abacus-1", 25]], "cancelled"],
  [
    "demo-order-7",
    "demo-partner-nashik",
    29,
    [
      ["demo-kit-abacus-1", 22],
      ["demo-kit-flash-cards", 2],
    ],
    "dispatched",
  ],
  [
    "demo-order-8",
    "demo-partner-nagpur",
    6,
    [
      ["demo-kit-phonics-starter", 8],
      ["demo-kit-phonics-readers", 1],
    ],
    "confirmed",
  ],
  [
    "demo-order-9",
    "demo-partner-pune",
    1,
    [
      ["demo-kit-abacus-1", 18],
      ["demo-kit-phonics-starter", 6],
      ["demo-kit-flash-cards", 2],
    ],
    "placed",
  ],
];

/** Visitors' messages from the contact form: name, email, phone, area, subject, message, days ago, status. */
export const SAMPLE_MESSAGES = [
  [
    "demo-msg-1",
    "Kavita Shinde",
    "kavita.shinde@example.com",
    "+919850012301",
    "Baner, Pune",
    "Trial class for my daughter",
    "My daughter is six and in first standard. Is there a free trial class on a Saturday morning at the Baner centre?",
    0,
    "new",
  ],
  [
    "demo-msg-2",
    "Prashant Gaikwad",
    "prashant.gaikwad@example.com",
    "+919850012302",
    "Satara",
    "Franchise in Satara",
    "I run a coaching class in Satara and would like to add abacus. What does a franchise cost and what training do you give?",
    2,
    "new",
  ],
  [
    "demo-msg-3",
    "Meera Apte",
    "meera.apte@example.com",
    "+919850012303",
    "Nashik Road",
    "Phonics batch timings",
    "Do you have an evening phonics batch for a four-year-old near Nashik Road?",
    5,
    "replied",
  ],
  [
    "demo-msg-4",
    "Sameer Bhosale",
    "sameer.bhosale@example.com",
    "+919850012304",
    "Kolhapur",
    "Competition registration",
    "How do we register for the Pune District Championship from Kolhapur?",
    9,
    "replied",
  ],
  [
    "demo-msg-5",
    "Anjali More",
    "anjali.more@example.com",
    "+919850012305",
    null,
    "Certificate correction",
    "My son's name is misspelt on his Level 3 certificate. Could it be reissued?",
    20,
    "archived",
  ],
];
