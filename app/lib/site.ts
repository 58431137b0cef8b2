import type { SupplierSnapshot } from "~/db/schema";
import type { WhatsAppTemplateSettings } from "./whatsapp-templates";

// Facts about the business shown across the site. What the admin saves in Settings (contact details,
// social links, testimonials, home videos) replaces these defaults (services/site-info.server.ts);
// the WhatsApp numbers, the business details (the invoices' supplier) and the UPI payee have none.

export const SITE_NAME = "Bright Minds Academy";
export const SITE_TAGLINE = "Abacus · Phonics · Vedic Maths";

/**
 * What the site claims about the academy, said one way on every page (the specification allows 18+
 * or 20+ years: the welcome text's 20 is the one used). Counts are shown with formatCount (1,00,000).
 */
export const CLAIMS = { students: 100_000, centres: 100, years: 20, worldRecords: 3, awards: 8 } as const;

/** The blog's RSS feed (routes/blogs.rss[.]xml.ts), which every page's head points feed readers to. */
export const BLOG_FEED_PATH = "/blogs/rss.xml";
export const BLOG_FEED_TITLE = `${SITE_NAME} Blog`;

/** The header's six public pages; each one's name is a message ("shell.nav.<key>", app/i18n/messages). */
export const PUBLIC_LINKS = [
  { to: "/", key: "home" },
  { to: "/centres", key: "centres" },
  { to: "/blogs", key: "blogs" },
  { to: "/gallery", key: "gallery" },
  { to: "/competitions", key: "competitions" },
  { to: "/contact", key: "contact" },
] as const;

/** The contact details the site shows; the map finds `mapQuery` when given, else the address. */
export type Contact = { address: string; phone: string; email: string; mapQuery?: string };
/** A network's link, or absent: no icon for it. */
export type SocialLinks = { facebook?: string; instagram?: string; youtube?: string };

export const DEFAULT_CONTACT: Contact = {
  address: "K K Market, Dhankawadi, Pune, Maharashtra 411043",
  email: "info@brightmindsacademy.in",
  phone: "+91 98765 43210",
};

export const DEFAULT_SOCIAL_LINKS: SocialLinks = {
  facebook: "https://www.facebook.com/brightmindsacademy",
  instagram: "https://www.instagram.com/brightmindsacademy",
  youtube: "https://www.youtube.com/@brightmindsacademy",
};

export const COPYRIGHT_YEAR = 2024;

export type Testimonial = { name: string; role: string; content: string; rating: number };
/**
 * The numbers an administrator saved. A number not saved is absent: there is no built-in one, so
 * nothing is ever sent to, or linked to, a number nobody chose.
 */
export type AdminWhatsApp = { franchiseeNotifications?: string; contactFormNotifications?: string; franchiseEnquiryNumber?: string };
/** A home page video: its YouTube id, title, watch link and (for the built-in ones) a line about it. */
export type HomeVideo = { youtubeId: string; title: string; url: string; description?: string };
/** The business details an invoice names as its supplier; the PAN is the GSTIN's characters 3 to 12. */
export type BusinessDetails = SupplierSnapshot;
/**
 * Where partners pay by UPI: the payee, the merchant category code (`mc`, 4 digits) when the
 * business has one, and the largest amount offered by UPI (rupees; lib/upi.ts's default when not saved).
 */
export type UpiPayee = { vpa: string; payeeName: string; merchantCode?: string; limit?: number };
/** Where partners pay by bank transfer (NEFT, RTGS, IMPS). */
export type BankAccount = { accountName: string; accountNumber: string; ifsc: string; bankName: string; branch: string };

export type SiteInfo = {
  contact: Contact;
  socialLinks: SocialLinks;
  adminWhatsApp: AdminWhatsApp;
  testimonials: Testimonial[];
  /** Null until the admin saves them: invoices then say the business details are not set. */
  business: BusinessDetails | null;
  videos: HomeVideo[];
  /** Only for signed-in partners and admins (the ones who pay, and who set it); null until saved. */
  upi?: UpiPayee | null;
  /** The bank account for transfers: for the same readers as `upi`; null until saved. */
  bank?: BankAccount | null;
  /** Only for admins: how many months leads are kept before the daily job anonymises them. */
  leads?: { retentionMonths: number };
  /** Only for admins: how many months archived students are kept before the daily job erases their data. */
  students?: { archivedRetentionMonths: number };
  /** The admins' own: each WhatsApp template's approved name and switch. */
  whatsappTemplates?: WhatsAppTemplateSettings;
  /** The franchise offer's figures the owner saved (any may be missing); null until saved. */
  franchise: FranchiseOffer | null;
  /** Who answers parents about their children's data (the privacy notice); null until saved. */
  privacy: PrivacyContact | null;
  /** The franchise brochure an admin uploaded (lib/franchise-brochure.ts); absent when there is none. */
  franchiseBrochure?: FranchiseBrochure;
  /** Only for admins: the testimonials and franchise figures they wrote in Marathi and Hindi. */
  translations?: Record<"mr" | "hi", TranslatedContent>;
};

/** What the owner writes in another language: shown in place of the English, where given. */
export type TranslatedContent = { testimonials: Testimonial[]; franchise: FranchiseOffer | null };

/** What a visitor is told of the brochure before downloading it: its size and when it was uploaded. */
export type FranchiseBrochure = { bytes: number; uploadedAt: string };

export type PrivacyContact = { name: string; email: string; phone: string };

export type FranchiseOffer = { investment?: string; fees?: string; payback?: string; includes?: string };

export const youtubeWatchUrl = (youtubeId: string) => `https://www.youtube.com/watch?v=${youtubeId}`;

const video = (youtubeId: string, title: string, description: string): HomeVideo => ({
  youtubeId,
  title,
  url: youtubeWatchUrl(youtubeId),
  description,
});

/** What the site shows until an administrator saves something else (GET /api/info answers it then). */
export const DEFAULT_SITE_INFO: SiteInfo = {
  contact: DEFAULT_CONTACT,
  socialLinks: DEFAULT_SOCIAL_LINKS,
  adminWhatsApp: {},
  business: null,
  franchise: null,
  privacy: null,
  // The academy's channel.
  videos: [
    video("7JbUFQ2mN1c", "Abacus: mental maths in action", "Students add long columns of numbers in seconds."),
    video("hq3yfQnllfQ", "A phonics class", "Sounds, blends and first words, the playful way."),
    video("Q6ANt9hUEmM", "Vedic maths tricks", "Multiply large numbers in a single line."),
  ],
  testimonials: [
    {
      name: "Sneha Kulkarni",
      role: "Parent",
      content: "My daughter now solves sums in her head faster than I can on a calculator, and she loves going to class every week.",
      rating: 5,
    },
    {
      name: "Rahul Deshmukh",
      role: "Franchise Owner",
      content:
        "The training, teaching kits and marketing support helped me open my centre in Kothrud with confidence. We had 60 students in the first year.",
      rating: 5,
    },
    {
      name: "Priya Shinde",
      role: "Parent",
      content: "The phonics programme made reading fun for my son. His teachers noticed the difference in his English within two months.",
      rating: 5,
    },
  ],
};

/** A chat link to a WhatsApp number with a prefilled message. */
export function whatsappChatUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** The message a prospective partner's WhatsApp chat starts with. */
/** The contact page's WhatsApp chat starts with this. */
export const FRANCHISE_ENQUIRY_MESSAGE = `Hello! I am interested in becoming a franchise partner of ${SITE_NAME}. Please share the details.`;
