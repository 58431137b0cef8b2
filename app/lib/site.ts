// Facts about the business shown across the site. Site info from the database (contact details,
// social links, testimonials) is merged over these defaults (services/site-info.server.ts); the
// WhatsApp numbers have no default.

export const SITE_NAME = "Bright Minds Academy";
export const SITE_TAGLINE = "Abacus · Phonics · Vedic Maths";

export const PUBLIC_LINKS = [
  { to: "/", label: "Home" },
  { to: "/blogs", label: "Blogs" },
  { to: "/gallery", label: "Gallery" },
  { to: "/competitions", label: "Competitions" },
  { to: "/contact", label: "Contact" },
] as const;

export const COURSES = ["Abacus Training", "Phonics Programs", "Vedic Mathematics", "Mental Math", "Brain Development"] as const;

export const DEFAULT_CONTACT = {
  address: "K K Market, Dhankawadi, Pune, Maharashtra 411043",
  email: "info@brightmindsacademy.in",
  phone: "+91 98765 43210",
};

export const DEFAULT_SOCIAL_LINKS = {
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
export type SiteInfo = {
  contact: typeof DEFAULT_CONTACT;
  socialLinks: typeof DEFAULT_SOCIAL_LINKS;
  adminWhatsApp: AdminWhatsApp;
  testimonials: Testimonial[];
};

/** What the site shows until an administrator saves something else (GET /api/info merges over it). */
export const DEFAULT_SITE_INFO: SiteInfo = {
  contact: DEFAULT_CONTACT,
  socialLinks: DEFAULT_SOCIAL_LINKS,
  adminWhatsApp: {},
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
export const FRANCHISE_ENQUIRY_MESSAGE = `Hello! I am interested in becoming a franchise partner of ${SITE_NAME}. Please share the details.`;

/**
 * The supplier block of every GST tax invoice. The GSTIN is a stand-in with a valid checksum:
 * the business's own registration replaces it before the first real invoice.
 */
export const SUPPLIER = {
  legalName: "Bright Minds Academy Private Limited",
  address: DEFAULT_CONTACT.address,
  gstin: "27AAJCB4821M1ZE",
  stateCode: "27",
  email: DEFAULT_CONTACT.email,
  phone: DEFAULT_CONTACT.phone,
};
