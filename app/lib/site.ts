// Facts about the business shown across the site. Site info from the database (contact details,
// social links, WhatsApp numbers) is merged over these defaults once the info API exists.

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
