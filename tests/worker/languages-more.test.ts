import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { competitions, signInFailures } from "~/db/schema";
import { PARENT_COOKIE } from "~/web/parent-session.server";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { send, signInParent, uniquePhone } from "./parent-fixtures";
import { BASE, call, createUser, db, freshAddress, signedInUser, uniqueEmail, withoutScripts } from "./helpers";
import { workerFetch } from "./worker-fetch";

// The pages issue 36 left in English, now in Marathi and Hindi too: the franchise page and its
// enquiry, the course pages' frame, signing in and up, the password pages, the parents' data page
// and their printed sheets, and the refusals the server words with values. English stays as it was.

/** A page as a reader sees its words: no scripts, and React's text separators gone. */
const shown = (html: string) => withoutScripts(html).replaceAll("<!-- -->", "");
const page = async (path: string, cookie?: string) => {
  const { status, text } = await call(path, { headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) } });
  return { status, html: text, text: shown(text) };
};

/** A page's form posted without JavaScript. */
async function post(path: string, fields: Record<string, string>) {
  const response = await workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
  });
  return { status: response.status, text: shown(await response.text()) };
}

const enquiry = (overrides: Record<string, string> = {}) => ({
  intent: "enquire",
  type: "franchise",
  name: "सुनील पवार",
  phone: "98220 55611",
  email: "sunil.pawar@example.com",
  city: "Satara",
  area: "Shahu Nagar",
  occupation: "Teacher",
  investment: "₹1–3 lakh",
  website: "",
  ...overrides,
});

describe("the franchise page in Marathi and Hindi", () => {
  it("shows the steps, the questions and the enquiry form in Marathi", async () => {
    const { status, text } = await page("/mr/franchise");
    expect(status).toBe(200);
    for (const words of [
      "फ्रँचायझी पार्टनर व्हा",
      "तुमचे स्वतःचे केंद्र, चार पायऱ्यांत",
      "चौकशी करा",
      "भेट आणि पाहणी",
      "नेहमी विचारले जाणारे प्रश्न",
      "मला शिकवण्याचा अनुभव असणे आवश्यक आहे का?",
      "फ्रँचायझीसाठी चौकशी पाठवा",
      "सध्याचा व्यवसाय",
      "₹१ लाखापेक्षा कमी",
      "चौकशी पाठवा",
    ])
      expect(text, words).toContain(words);
    expect(text).toMatch(/<span[^>]*>१<\/span><h3[^>]*>चौकशी करा<\/h3>/);
    // The value sent stays the range itself.
    expect(text).toContain('<option value="Under ₹1 lakh">₹१ लाखापेक्षा कमी</option>');
    expect(text).not.toMatch(/Four steps|Send enquiry|Do I need a teaching background|Current occupation/);
  });

  it("shows the page in Hindi, with its title", async () => {
    const { html, text } = await page("/hi/franchise");
    expect(html).toContain("<title>फ्रैंचाइज़ी पार्टनर बनें | Bright Minds Academy</title>");
    for (const words of ["चार चरणों में आपका अपना केंद्र", "क्या मुझे पढ़ाने का अनुभव होना ज़रूरी है?", "पूछताछ भेजें"]) expect(text, words).toContain(words);
  });

  it("says what is wrong with an enquiry in Marathi, and thanks in Marathi", async () => {
    const refused = await post("/mr/franchise", enquiry({ name: "", phone: "12345", city: "", area: "", occupation: "", investment: "" }));
    for (const words of ["नाव लिहा", "भारतीय मोबाइल नंबर लिहा", "शहर लिहा", "परिसर लिहा", "सध्याचा व्यवसाय लिहा", "गुंतवणुकीची रक्कम निवडा"])
      expect(refused.text, words).toContain(words);
    expect(refused.text).not.toContain("is required");

    const taken = await post("/mr/franchise", enquiry());
    expect(taken.status).toBe(200);
    expect(taken.text).toContain("धन्यवाद! आमची फ्रँचायझी टीम दोन कामकाजाच्या दिवसांत तुम्हाला फोन करेल.");
  });
});

describe("refusals the server words with values", () => {
  let centreId = "";
  beforeAll(async () => {
    centreId = await seedCentre({ name: "Bright Minds Warje", courses: ["abacus"] });
  });
  const booking = (course: string) => ({
    intent: "bookDemo",
    type: "demo",
    centreId,
    course,
    parentName: "सुनीता पाटील",
    childName: "ईशान",
    childAge: "8",
    phone: "98220 55612",
    consent: "on",
    website: "",
  });

  it("says in Marathi and Hindi that the centre does not teach the course, and in English as before", async () => {
    const marathi = await post("/mr/book-demo", booking("vedic_maths"));
    expect(marathi.text).toContain("Bright Minds Warje येथे वैदिक गणित शिकवले जात नाही: दुसरा अभ्यासक्रम किंवा केंद्र निवडा");
    const hindi = await post("/hi/book-demo", booking("vedic_maths"));
    expect(hindi.text).toContain("Bright Minds Warje में वैदिक गणित नहीं पढ़ाया जाता: कोई दूसरा कोर्स या केंद्र चुनें");
    const english = await post("/book-demo", booking("vedic_maths"));
    expect(english.text).toContain("Bright Minds Warje does not teach Vedic Mathematics: choose another course or centre");
    // The API answers in English whatever the page.
    const api = await call("/api/leads", { method: "POST", body: { ...booking("vedic_maths"), intent: undefined } });
    expect(api.json?.errors?.course?.[0]).toBe("Bright Minds Warje does not teach Vedic Mathematics: choose another course or centre");
  });

  it("tells a held-up sign-in how long to wait in Marathi, and in English as before", async () => {
    const user = await createUser();
    await db.insert(signInFailures).values({
      account: user.email.toLowerCase(),
      failures: 60,
      lastFailureAt: new Date().toISOString(),
      blockedUntil: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    const marathi = await post("/mr/login", { intent: "login", email: user.email, password: user.password });
    expect(marathi.text).toContain("या खात्यावर खूप वेळा चुकीचे लॉगिन प्रयत्न झाले. कृपया ५ मिनिटे थांबून पुन्हा प्रयत्न करा.");
    const english = await post("/login", { intent: "login", email: user.email, password: user.password });
    expect(english.text).toContain("Too many failed sign-ins for this account. Please wait 5 minutes and try again.");
  });
});

describe("signing in and up in Marathi and Hindi", () => {
  it("shows the sign-in page in Marathi, and a wrong password in Marathi", async () => {
    const { html, text } = await page("/mr/login");
    expect(html).toContain("<title>लॉगिन | Bright Minds Academy</title>");
    for (const words of ["पुन्हा स्वागत आहे", "पासवर्ड विसरलात?", "खाते नाही?", "नोंदणी करा", "मुख्यपृष्ठावर परत", 'aria-label="पासवर्ड दाखवा"'])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Welcome back|Forgot password\?|Show password/);

    const user = await createUser();
    const refused = await post("/mr/login", { intent: "login", email: user.email, password: "Wrong-Password-9" });
    expect(refused.text).toContain("ईमेल किंवा पासवर्ड चुकीचा आहे");
    const pending = await createUser({ isApproved: false });
    const waiting = await post("/mr/login", { intent: "login", email: pending.email, password: pending.password });
    expect(waiting.text).toContain("अजून मंजुरी मिळालेली नाही");
    expect(waiting.text).toContain("तुमचे खाते ॲडमिनिस्ट्रेटरच्या मंजुरीच्या प्रतीक्षेत आहे.");
  });

  it("keeps the English sign-in page's words", async () => {
    const { text } = await page("/login");
    for (const words of ["Welcome back", "Don&#x27;t have an account? <a", ">Sign up</a>", 'aria-label="Show password"', "Back to Home"])
      expect(text, words).toContain(words);
  });

  it("signs up in Hindi: the form, a mismatch, then what happens next", async () => {
    const { text } = await page("/hi/register");
    for (const words of ["अपना खाता बनाएँ", "पूरा नाम", "WhatsApp नंबर", "(जहाँ आप केंद्र खोलना चाहते हैं)", "खाता बनाएँ", "मुफ़्त डेमो क्लास बुक करें"])
      expect(text, words).toContain(words);
    const fields = {
      intent: "register",
      name: "मीरा जोशी",
      email: uniqueEmail("hindi"),
      whatsappNumber: "9822012345",
      city: "Nagpur",
      password: "Kits-for-2026",
      confirmPassword: "Kits-for-2027",
    };
    expect((await post("/hi/register", fields)).text).toContain("दोनों पासवर्ड मेल नहीं खाते");
    const done = await post("/hi/register", { ...fields, confirmPassword: fields.password });
    for (const words of [
      "रजिस्टर करने के लिए धन्यवाद",
      "आपका अनुरोध भेज दिया गया है। कृपया मंज़ूरी का इंतज़ार करें।",
      "आगे क्या होता है",
      "खाते को मंज़ूरी मिलने पर आप लॉग इन कर सकेंगे।",
      `${fields.email} और अपने पासवर्ड से लॉग इन करें`,
    ])
      expect(done.text, words).toContain(words);
    // No WhatsApp sender here: no WhatsApp promised, in any language.
    expect(done.text).not.toContain("WhatsApp से बताएँगे");
  });

  it("asks for a code and sets a new password in Marathi", async () => {
    const forgot = await page("/mr/forgot-password");
    for (const words of ["पासवर्ड विसरलात?", "कोड पाठवा", "कोड आधीच मिळाला आहे?"]) expect(forgot.text, words).toContain(words);
    const asked = await post("/mr/forgot-password", { intent: "forgot", email: uniqueEmail("nobody") });
    expect(asked.text).toContain("तुमचे WhatsApp पाहा");
    expect(asked.text).toContain("हा ईमेल एखाद्या खात्याचा असल्यास");
    const reset = await page("/mr/reset-password");
    for (const words of ["नवीन पासवर्ड निवडा", "नवीन पासवर्ड पुन्हा लिहा", "नवीन पासवर्ड ठेवा", 'placeholder="६ अंक"'])
      expect(reset.text, words).toContain(words);
    const wrong = await post("/mr/reset-password", {
      intent: "reset",
      email: uniqueEmail("nobody"),
      code: "123456",
      password: "p4ssword-new",
      confirmPassword: "p4ssword-new",
    });
    expect(wrong.text).toContain("हा कोड चुकीचा आहे किंवा आता चालत नाही.");
    const link = await page("/mr/reset-password/link?token=not-a-token");
    expect(link.text).toContain("ही लिंक वापरता येणार नाही.");
    expect(link.text).toContain("ही पासवर्ड बदलण्याची लिंक योग्य नाही. नवीन लिंक मागवा.");
  });
});

describe("a course page's frame in Hindi", () => {
  it("names the course and its parts in Hindi, and says what the course is in Hindi", async () => {
    const { html, text } = await page("/hi/courses/abacus-training");
    expect(html).toContain("<title>बच्चों के लिए अबेकस प्रशिक्षण (5 से 14 साल) | Bright Minds Academy</title>");
    expect(text).toMatch(/<h1[^>]*>अबेकस प्रशिक्षण<\/h1>/);
    for (const words of [
      "होम",
      "हमारे कोर्स",
      "आयु वर्ग",
      "एक नज़र में",
      "अबेकस प्रशिक्षण क्या है?",
      "स्तर और अवधि",
      "अभिभावक जो सवाल पूछते हैं",
      "मुफ़्त डेमो क्लास बुक करें",
      "अबेकस प्रशिक्षण को ख़ुद देखें",
      "हमारे दूसरे कोर्स देखें",
      "फ़्रेम पर मोतियों से शुरू होकर, मन ही मन सवाल हल करने तक।",
    ])
      expect(text.replaceAll("&#x27;", "'"), words).toContain(words);
    expect(text).not.toMatch(/At a glance|Where to learn|Questions parents ask|Explore our other courses/);
    expect(html).toContain('"@type":"Course","name":"अबेकस प्रशिक्षण"');
  });
});

describe("a parent's pages in Marathi", () => {
  let phone = "";
  let cookie = "";
  let ticketId = "";
  let certificateId = "";
  beforeAll(async () => {
    const centreId = await seedCentre({ name: "Bright Minds Baner" });
    const partner = await signedInUser();
    phone = uniquePhone();
    const child = await seedStudent(centreId, { name: "Ira Kulkarni", parentPhone: phone });
    const upcoming = await seedCompetition({ date: "2026-10-04", reportingTime: "07:45", location: "Balewadi Stadium, Pune" });
    ticketId = (await seedEntry({ competitionId: upcoming.id, studentId: child.id, centreId, enteredBy: partner.id })).id;
    const held = await seedCompetition({ title: "Pune Abacus Open", date: "2026-09-13", location: "Shivaji Hall, Pune" });
    const code = `M${crypto.randomUUID().slice(0, 7).toUpperCase()}`;
    certificateId = (
      await seedEntry(
        { competitionId: held.id, studentId: child.id, centreId, enteredBy: partner.id },
        { award: "gold", rank: 1, certificateCode: code, certificateName: child.name, level: "Level 2" },
      )
    ).id;
    await db.update(competitions).set({ resultsPublishedAt: new Date().toISOString() }).where(eq(competitions.id, held.id));
    cookie = `${PARENT_COOKIE}=${await signInParent(phone)}`;
  });

  it("prints a parent's hall ticket in Marathi; the centre's copy stays English", async () => {
    const marathi = withoutScripts((await send(`/mr/parents/hall-tickets/${ticketId}`, { cookie })).text).replaceAll("<!-- -->", "");
    for (const words of [
      "प्रवेशपत्र",
      "आसन क्रमांक",
      "जन्मतारीख",
      "१४ मे २०१७",
      "४ ऑक्टोबर २०२६",
      "सकाळी ७:४५",
      "सकाळी ७:४५ पर्यंत हे प्रवेशपत्र (छापील किंवा फोनवर) घेऊन ठिकाणी हजर राहा.",
      "अबॅकस प्रशिक्षण",
      "प्रिंट / PDF म्हणून जतन करा",
      "केंद्रप्रमुखांची सही",
    ])
      expect(marathi, words).toContain(words);
    expect(marathi).not.toMatch(/Hall Ticket|Roll number|7:45 am/);

    const admin = await signedInUser("admin");
    const english = withoutScripts((await call(`/hall-tickets/${ticketId}`, { headers: { Cookie: admin.cookie } })).text);
    for (const words of ["Hall Ticket", "Roll number", "4 Oct 2026", "7:45 am", "Print / Save as PDF"])
      expect(english, words).toContain(words);
  });

  it("prints a parent's certificate in Marathi", async () => {
    const { status, text } = await send(`/mr/parents/certificates/${certificateId}`, { cookie });
    expect(status).toBe(200);
    const marathi = withoutScripts(text).replaceAll("<!-- -->", "");
    for (const words of [
      "गौरव प्रमाणपत्र",
      "प्रमाणित करण्यात येते की",
      "Ira Kulkarni",
      "Bright Minds Baner",
      "१३ सप्टेंबर २०२६",
      "सुवर्णपदक",
      "१ला क्रमांक",
      "संचालक",
    ])
      expect(marathi, words).toContain(words);
    expect(marathi).toContain("Shivaji Hall, Pune येथे झालेल्या");
    expect(marathi).not.toMatch(/This is to certify|Gold Medal|Certificate code/);
  });

  it("answers another family's sheet with a Marathi 404", async () => {
    const missing = await send(`/mr/parents/hall-tickets/${crypto.randomUUID()}`, { cookie });
    expect(missing.status).toBe(404);
    expect(withoutScripts(missing.text)).toContain("प्रवेशपत्र सापडले नाही");
    const english = await send(`/parents/certificates/${crypto.randomUUID()}`, { cookie });
    expect(english.status).toBe(404);
    expect(withoutScripts(english.text)).toContain("Certificate not found");
  });

  it("shows everything held about the children in Marathi, the values as stored", async () => {
    const { status, text } = await send("/mr/parents/data", { cookie });
    expect(status).toBe(200);
    const marathi = withoutScripts(text).replaceAll("<!-- -->", "");
    for (const words of ["आमच्याकडील सर्व माहिती", "तुमची मुले", "जन्मतारीख", "संमती (", "स्पर्धा आणि परीक्षा", "आसन क्रमांक", "2017-05-14"])
      expect(marathi, words).toContain(words);
    expect(marathi).toMatch(/गोपनीयता सूचना \S+ नुसार/);
    expect(marathi).not.toMatch(/Everything we hold|date of birth|Consents \(/);
  });
});
