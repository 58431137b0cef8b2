import { SITE_NAME, type PrivacyContact, type SiteInfo } from "~/lib/site";
import type { NoticeLanguage } from "~/lib/privacy-notice";
import { hindi } from "./privacy-notice-hi.server";

// The privacy notice's words, in English and Marathi here and in Hindi in privacy-notice-hi.server.ts
// (the DPDP Rules, Rule 3: a notice a parent can understand on its own, itemising the data and the
// purposes, how to exercise their rights and how to complain to the Board). It says what the site does today; when that changes, the
// words change with a new PRIVACY_NOTICE_VERSION (lib/privacy-notice.ts). Only the page's language
// is sent to the browser, as loader data.

export type NoticeItem = { term: string; text: string };
export type NoticeSection = { id: string; heading: string; paragraphs: string[]; items?: NoticeItem[] };
export type NoticeText = {
  title: string;
  summary: string;
  /** "Version of 27 Nov 2026" and the like: the page fills in the date. */
  versionLabel: string;
  /** The sections' list's name. */
  contents: string;
  sections: NoticeSection[];
  contactHeading: string;
  contactIntro: string;
  /** Said when no grievance officer is saved: the head office's own contact details answer. */
  headOffice: string;
  labels: { name: string; email: string; phone: string };
};

/** How long demo bookings and archived students' records are kept (Settings, Leads and Archived students). */
export type RetentionPeriods = { leadMonths: number; archivedMonths: number };

/** The notice in `language`, with the retention periods the admins set. */
export function privacyNotice(language: NoticeLanguage, periods: RetentionPeriods): NoticeText {
  return { en: english, mr: marathi, hi: hindi }[language](periods);
}

/** Who the notice names: the grievance officer the admins saved, else the head office's own contact details. */
export const noticeContact = (info: Pick<SiteInfo, "privacy" | "contact">, notice: NoticeText): PrivacyContact =>
  info.privacy ?? { name: notice.headOffice, email: info.contact.email, phone: info.contact.phone };

function english({ leadMonths, archivedMonths }: RetentionPeriods): NoticeText {
  return {
    title: "Privacy notice",
    summary: `How ${SITE_NAME} and its franchise centres use the personal data of the children we teach and of their parents, and the rights you have over it under India's Digital Personal Data Protection Act, 2023.`,
    versionLabel: "Version of",
    contents: "Contents",
    sections: [
      {
        id: "who",
        heading: "Who we are",
        paragraphs: [
          `${SITE_NAME}'s head office runs this website and decides how the data on it is used. Each franchise centre keeps the records of its own students here, under this notice.`,
        ],
      },
      {
        id: "what",
        heading: "What we hold, and why",
        paragraphs: ["We hold only what teaching your child and running their exams needs:"],
        items: [
          { term: "Your child's name", text: "to keep the centre's roster and to print hall tickets and certificates." },
          { term: "Date of birth", text: "to place your child in the right level and age group for exams and competitions." },
          { term: "Course, level and level history", text: "to teach level by level and to show the levels your child has passed." },
          {
            term: "Exam and competition entries, marks and certificates",
            text: "to enter your child, to publish results and to let anyone check that a certificate is genuine.",
          },
          {
            term: "Your name and mobile number",
            text: "to reach you about classes, fees, exams and results. A demo class booked on this site also keeps your child's name and age.",
          },
          {
            term: "Payment references (UPI or bank)",
            text: "to match the fees you pay to your child's entries, and for the accounts the tax law requires.",
          },
          {
            term: "Your consent",
            text: "each choice you made, when, how (on your parents' page, or on the signed enrolment form with a photo of it) and under which version of this notice.",
          },
        ],
      },
      {
        id: "consent",
        heading: "Your choices",
        paragraphs: [
          "We use your child's data only with your consent, and you choose each purpose on its own: the core service (the roster, levels, exams, hall tickets and certificates; without it the centre cannot enter your child for exams), publishing their results, photos of them in the gallery, and WhatsApp updates about them.",
          "When a centre adds your child, we send you a WhatsApp message asking for your choices. You make them, and change or withdraw them at any time, on your parents' page at /parents, signed in with your WhatsApp number and a code we send to it; or on the centre's enrolment form, which the centre records with a photo of it and we then tell you. A choice you withdraw stops at once, on every page of this site.",
        ],
      },
      {
        id: "public",
        heading: "What the public sees",
        paragraphs: [
          'Only if you agree to publishing results, published results and certificate checks show your child\'s first name, the initial of their surname and their centre: never their full name, date of birth or your phone number. Without it they say "Name not published".',
          "Photographs in the gallery are of classes and events, chosen by the head office. A photograph in which your child is named as shown appears only while you agree to photos; withdraw, and it comes down at once.",
        ],
      },
      {
        id: "who-sees",
        heading: "Who sees your child's record",
        paragraphs: [
          "Your child's centre and the head office's staff, each only as their work needs. We never sell data, track children or show them advertising.",
          "Our service providers handle data only on our instructions: Cloudflare hosts the site and its data, Meta delivers WhatsApp messages, and our email provider delivers email.",
          "Each time the staff of a centre or of the head office open your child's record, we log who opened it and when, and keep that log for one year. You can see it with the rest of your data on your parents' page.",
        ],
      },
      {
        id: "how-long",
        heading: "How long we keep it",
        paragraphs: [
          `A student's record stays while they study with a centre. When they leave, the centre archives it, so that results and certificates can still be checked; ${archivedMonths} months later it is erased: your child's name, date of birth and your phone number are removed everywhere but from invoices.`,
          `Demo class bookings are anonymised ${leadMonths} months after they are made: the names, phone numbers and the child's details are removed.`,
          "A sign-in code we send you works for 10 minutes; signing in keeps your phone signed in for 180 days, until you sign out.",
          "Invoices and payment records are kept for as long as the GST law requires (72 months after the year's annual return is due).",
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        paragraphs: [
          "As your child's parent you may ask us for a copy of the data we hold about your child and you, have it corrected or completed, have it erased (except what the law makes us keep), withdraw a consent you gave, and nominate another person to act for you if you cannot.",
          "On your parents' page you can download everything we hold about your children, and ask for a correction, an erasure, a nomination or raise a grievance; or write to the person below. We answer within 90 days, as the Digital Personal Data Protection Rules, 2025 require, and tell you on WhatsApp. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
        ],
      },
      {
        id: "breach",
        heading: "If something goes wrong",
        paragraphs: [
          "If your child's data is ever exposed in a breach, we tell you, and the Data Protection Board of India, without delay: what happened, what it may mean for you, what we have done and what you can do.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this notice",
        paragraphs: [
          "When we change what we do with your data, we publish a new version here with its date, and ask for your choices again on your parents' page.",
        ],
      },
    ],
    contactHeading: "Questions and grievances",
    contactIntro: "Write or call our grievance officer about your child's data:",
    headOffice: "The head office",
    labels: { name: "Name", email: "Email", phone: "Phone" },
  };
}

function marathi({ leadMonths, archivedMonths }: RetentionPeriods): NoticeText {
  return {
    title: "गोपनीयता सूचना",
    summary: `${SITE_NAME} आणि तिची फ्रँचायझी केंद्रे आम्ही शिकवत असलेल्या मुलांची आणि त्यांच्या पालकांची वैयक्तिक माहिती कशी वापरतात, आणि भारताच्या डिजिटल वैयक्तिक माहिती संरक्षण अधिनियम, २०२३ नुसार त्या माहितीवर तुमचे कोणते हक्क आहेत, याची ही माहिती.`,
    versionLabel: "आवृत्ती दिनांक",
    contents: "अनुक्रमणिका",
    sections: [
      {
        id: "who",
        heading: "आम्ही कोण आहोत",
        paragraphs: [
          `${SITE_NAME} चे मुख्य कार्यालय हे संकेतस्थळ चालवते आणि त्यावरील माहिती कशी वापरायची ते ठरवते. प्रत्येक फ्रँचायझी केंद्र आपल्या विद्यार्थ्यांच्या नोंदी या सूचनेनुसार येथे ठेवते.`,
        ],
      },
      {
        id: "what",
        heading: "आम्ही कोणती माहिती ठेवतो, आणि का",
        paragraphs: ["तुमच्या मुलाला शिकवण्यासाठी आणि त्याच्या परीक्षा घेण्यासाठी आवश्यक तेवढीच माहिती आम्ही ठेवतो:"],
        items: [
          { term: "मुलाचे नाव", text: "केंद्राची विद्यार्थी यादी ठेवण्यासाठी आणि हॉल तिकिटे व प्रमाणपत्रे छापण्यासाठी." },
          { term: "जन्मतारीख", text: "परीक्षा आणि स्पर्धांसाठी मुलाला योग्य लेव्हल आणि वयोगटात ठेवण्यासाठी." },
          { term: "अभ्यासक्रम, लेव्हल आणि लेव्हलचा इतिहास", text: "एकेक लेव्हल शिकवण्यासाठी आणि मुलाने पूर्ण केलेल्या लेव्हल दाखवण्यासाठी." },
          {
            term: "परीक्षा व स्पर्धांतील प्रवेश, गुण आणि प्रमाणपत्रे",
            text: "मुलाचा प्रवेश नोंदवण्यासाठी, निकाल जाहीर करण्यासाठी आणि कोणालाही प्रमाणपत्र खरे आहे का ते तपासता यावे यासाठी.",
          },
          {
            term: "तुमचे नाव आणि मोबाइल क्रमांक",
            text: "वर्ग, शुल्क, परीक्षा आणि निकालांविषयी तुमच्याशी संपर्क साधण्यासाठी. या संकेतस्थळावर बुक केलेल्या डेमो वर्गासाठी मुलाचे नाव आणि वयही ठेवले जाते.",
          },
          { term: "पेमेंटचे संदर्भ (UPI किंवा बँक)", text: "तुम्ही भरलेले शुल्क मुलाच्या प्रवेशांशी जुळवण्यासाठी, आणि कर कायद्याने आवश्यक असलेल्या हिशोबासाठी." },
          {
            term: "तुमची संमती",
            text: "तुम्ही केलेली प्रत्येक निवड, ती केव्हा, कशी (तुमच्या पालक पानावर, किंवा सही केलेल्या प्रवेश अर्जावर, त्याच्या फोटोसह) आणि या सूचनेच्या कोणत्या आवृत्तीनुसार केली ते.",
          },
        ],
      },
      {
        id: "consent",
        heading: "तुमच्या निवडी",
        paragraphs: [
          "तुमच्या संमतीनेच आम्ही मुलाची माहिती वापरतो, आणि प्रत्येक उद्देश तुम्ही स्वतंत्रपणे निवडता: मूळ सेवा (विद्यार्थी यादी, लेव्हल, परीक्षा, हॉल तिकिटे आणि प्रमाणपत्रे; तिच्याशिवाय केंद्र मुलाला परीक्षेसाठी नोंदवू शकत नाही), निकाल जाहीर करणे, गॅलरीत मुलाचे फोटो, आणि मुलाविषयी व्हॉट्सअ‍ॅप संदेश.",
          "केंद्र तुमच्या मुलाची नोंद करते तेव्हा आम्ही तुम्हाला व्हॉट्सअ‍ॅपवर तुमच्या निवडी विचारतो. त्या तुम्ही /parents या तुमच्या पालक पानावर, तुमच्या व्हॉट्सअ‍ॅप क्रमांकाने आणि आम्ही पाठवलेल्या कोडने साइन इन करून करता, आणि केव्हाही बदलू किंवा मागे घेऊ शकता; किंवा केंद्राच्या प्रवेश अर्जावर करता, जो केंद्र फोटोसह नोंदवते आणि आम्ही तुम्हाला कळवतो. तुम्ही मागे घेतलेली निवड या संकेतस्थळाच्या प्रत्येक पानावर लगेच थांबते.",
        ],
      },
      {
        id: "public",
        heading: "सर्वांना काय दिसते",
        paragraphs: [
          'तुम्ही निकाल जाहीर करण्यास संमती दिली तरच जाहीर निकालांमध्ये आणि प्रमाणपत्र तपासणीत मुलाचे पहिले नाव, आडनावाचे आद्याक्षर आणि केंद्र दिसते: पूर्ण नाव, जन्मतारीख किंवा तुमचा फोन क्रमांक कधीच दिसत नाही. संमतीशिवाय तेथे "Name not published" (नाव प्रसिद्ध नाही) असे दिसते.',
          "गॅलरीतील छायाचित्रे वर्ग आणि कार्यक्रमांची असून ती मुख्य कार्यालय निवडते. ज्या छायाचित्रात तुमचे मूल दिसते म्हणून नोंदवले आहे, ते तुम्ही फोटोंना संमती दिली असेपर्यंतच दिसते; संमती मागे घेतल्यास ते लगेच काढले जाते.",
        ],
      },
      {
        id: "who-sees",
        heading: "मुलाची नोंद कोण पाहू शकते",
        paragraphs: [
          "तुमच्या मुलाचे केंद्र आणि मुख्य कार्यालयातील कर्मचारी, तेही कामासाठी आवश्यक तेवढीच. आम्ही माहिती कधीही विकत नाही, मुलांचा मागोवा घेत नाही आणि त्यांना जाहिराती दाखवत नाही.",
          "आमचे सेवा पुरवठादार माहिती फक्त आमच्या सूचनेनुसार हाताळतात: Cloudflare हे संकेतस्थळ आणि त्याची माहिती सांभाळते, Meta व्हॉट्सअ‍ॅप संदेश पोहोचवते, आणि आमचा ईमेल पुरवठादार ईमेल पोहोचवतो.",
          "केंद्राचे किंवा मुख्य कार्यालयाचे कर्मचारी मुलाची नोंद उघडतात तेव्हा प्रत्येक वेळी ती कोणी आणि केव्हा उघडली याची नोंद आम्ही ठेवतो, आणि ती एक वर्ष जपतो. ती तुम्ही तुमच्या पालक पानावर तुमच्या इतर माहितीसोबत पाहू शकता.",
        ],
      },
      {
        id: "how-long",
        heading: "माहिती किती काळ ठेवतो",
        paragraphs: [
          `विद्यार्थी केंद्रात शिकत असेपर्यंत त्याची नोंद राहते. तो केंद्र सोडतो तेव्हा केंद्र ती नोंद संग्रहित करते, जेणेकरून निकाल आणि प्रमाणपत्रे नंतरही तपासता येतील; ${archivedMonths} महिन्यांनंतर ती पुसली जाते: मुलाचे नाव, जन्मतारीख आणि तुमचा फोन क्रमांक बिलांखेरीज सर्वत्रून काढला जातो.`,
          `डेमो वर्गाच्या बुकिंगमधील माहिती ${leadMonths} महिन्यांनंतर अनामिक केली जाते: नावे, फोन क्रमांक आणि मुलाची माहिती काढून टाकली जाते.`,
          "आम्ही पाठवलेला साइन-इन कोड १० मिनिटे चालतो; साइन इन केल्यावर तुमचा फोन १८० दिवस, किंवा तुम्ही साइन आउट करेपर्यंत, साइन इन राहतो.",
          "बिले आणि पेमेंटच्या नोंदी GST कायद्याला आवश्यक तितका काळ ठेवल्या जातात (त्या वर्षाचे वार्षिक विवरणपत्र देय झाल्यानंतर ७२ महिने).",
        ],
      },
      {
        id: "rights",
        heading: "तुमचे हक्क",
        paragraphs: [
          "मुलाचे पालक म्हणून तुम्ही आमच्याकडे असलेल्या तुमच्या आणि मुलाच्या माहितीची प्रत मागू शकता, ती दुरुस्त किंवा पूर्ण करून घेऊ शकता, ती पुसून टाकायला सांगू शकता (कायद्याने ठेवणे आवश्यक असलेली माहिती सोडून), दिलेली संमती मागे घेऊ शकता, आणि तुम्ही असमर्थ असाल तेव्हा तुमच्या वतीने काम पाहण्यासाठी दुसऱ्या व्यक्तीचे नामनिर्देशन करू शकता.",
          "तुमच्या पालक पानावर तुम्ही आमच्याकडे असलेली तुमच्या मुलांची सर्व माहिती डाउनलोड करू शकता, आणि दुरुस्ती, पुसणे, नामनिर्देशन मागू शकता किंवा तक्रार करू शकता; किंवा खाली दिलेल्या व्यक्तीला लिहा. डिजिटल वैयक्तिक माहिती संरक्षण नियम, २०२५ नुसार आम्ही ९० दिवसांच्या आत उत्तर देतो आणि तुम्हाला व्हॉट्सअ‍ॅपवर कळवतो. आमच्या उत्तराने तुमचे समाधान न झाल्यास तुम्ही भारतीय माहिती संरक्षण मंडळाकडे (Data Protection Board of India) तक्रार करू शकता.",
        ],
      },
      {
        id: "breach",
        heading: "काही चुकले तर",
        paragraphs: [
          "तुमच्या मुलाची माहिती कधी उघड झाली (डेटा भंग), तर आम्ही तुम्हाला आणि भारतीय माहिती संरक्षण मंडळाला विलंब न करता कळवतो: काय घडले, त्याचा तुमच्यावर काय परिणाम होऊ शकतो, आम्ही काय केले आणि तुम्ही काय करू शकता.",
        ],
      },
      {
        id: "changes",
        heading: "या सूचनेतील बदल",
        paragraphs: [
          "तुमची माहिती वापरण्याच्या पद्धतीत आम्ही बदल करू तेव्हा नवी आवृत्ती तिच्या दिनांकासह येथे प्रसिद्ध करू, आणि तुमच्या पालक पानावर तुमच्या निवडी पुन्हा विचारू.",
        ],
      },
    ],
    contactHeading: "प्रश्न आणि तक्रारी",
    contactIntro: "मुलाच्या माहितीविषयी आमच्या तक्रार निवारण अधिकाऱ्याला लिहा किंवा फोन करा:",
    headOffice: "मुख्य कार्यालय",
    labels: { name: "नाव", email: "ईमेल", phone: "फोन" },
  };
}
