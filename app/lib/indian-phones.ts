// Indian phone numbers, kept in the international form (+912024371234) and shown grouped the way
// India writes them (+91 20 2437 1234, +91 98220 11001). Browser-safe: forms, pages and documents
// show every number through formatPhone.
//
// India's numbering plan: a national number has 10 digits. Mobiles start 6 to 9. A landline is its
// STD code (2 to 4 digits, no two codes sharing a beginning) and a subscriber number starting 2 to 7.

/**
 * The 3-digit STD codes (cities such as Nagpur 712 or Nashik 253), as libphonenumber's metadata for
 * India lists them; the 2-digit ones are the metros below, and every other code has 4 digits.
 */
const THREE_DIGIT_STD_CODES = new Set(
  (
    "120 121 122 124 129 130 131 132 135 141 144 145 151 154 160 161 164 171 172 175 177 180 181 183 184 186 191 194 " +
    "212 215 217 230 231 233 240 241 250 251 253 257 260 261 265 268 278 281 285 286 288 291 294 " +
    "326 341 342 343 353 354 360 361 364 368 369 370 372 373 374 376 381 385 389 " +
    "413 416 421 422 423 424 427 431 435 451 452 460 461 462 466 467 468 469 470 471 472 474 475 476 477 478 479 " +
    "480 481 483 484 485 487 490 491 494 495 496 497 " +
    "510 512 515 522 532 535 542 548 551 552 562 565 571 581 591 595 " +
    "612 621 631 641 651 657 661 663 671 674 680 " +
    "712 721 724 731 733 734 744 747 751 755 761 771 788 " +
    "816 820 821 824 831 832 836 861 863 866 870 877 878 883 884 891"
  ).split(" "),
);

/**
 * How long the STD code of a 10-digit national number would be: 2 for the metros (Delhi 11, Pune
 * 20, Mumbai 22, Kolkata 33, Hyderabad 40, Chennai 44, and Ahmedabad 79 and Bengaluru 80 where their
 * landline series are), 3 for the listed cities, 4 for any other number starting 1 to 5; null for
 * a number in the mobile series.
 */
function stdCodeLength(national: string): 2 | 3 | 4 | null {
  if (/^(?:11|2[02]|33|4[04]|79[2-6]|80[2-46])/.test(national)) return 2;
  if (THREE_DIGIT_STD_CODES.has(national.slice(0, 3))) return 3;
  return /^[1-5]/.test(national) ? 4 : null;
}

/**
 * The STD code's length when the national number is a landline: its subscriber number starts 2 to 7,
 * or 2 to 6 after a code starting 6 to 9, where the 7 series are mobiles.
 */
function landlineCodeLength(national: string): 2 | 3 | 4 | null {
  const length = stdCodeLength(national);
  const subscriber = /^[6-9]/.test(national) ? /[2-6]/ : /[2-7]/;
  return length !== null && subscriber.test(national[length] ?? "") ? length : null;
}

const isMobile = (national: string) => /^[6-9]\d{9}$/.test(national) && landlineCodeLength(national) === null;

/**
 * An Indian mobile or landline number as people type it ("020 2437 1234", "+91 20 2437 1234",
 * "(0712) 255-5555", "98220 11001") in the international form (+912024371234), or null: a landline
 * needs its STD code (the 10 digits of the national number), and no other country's number is read.
 */
export function normalizeIndianPhone(typed: string): string | null {
  // The separators people put between digit groups: spaces, hyphens, dots, brackets.
  let digits = typed.replace(/[ \u00a0().-]/g, "");
  if (digits.startsWith("+")) {
    if (!digits.startsWith("+91")) return null;
    digits = digits.slice(3);
  } else if (/^91\d{10}$/.test(digits)) {
    digits = digits.slice(2);
  }
  // The trunk 0 dialled within India ("020 ...", and by habit after +91 too).
  if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  if (!/^\d{10}$/.test(digits)) return null;
  return isMobile(digits) || landlineCodeLength(digits) !== null ? `+91${digits}` : null;
}

/** "+91 98765 43210" from "+919876543210"; "+91 20 2437 1234" from a Pune landline; other numbers as they are. */
export function formatPhone(phone: string): string {
  const national = phone.match(/^\+91(\d{10})$/)?.[1];
  if (!national) return phone;
  const code = landlineCodeLength(national);
  if (code === 2) return `+91 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
  if (code === 3) return `+91 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  if (code === 4) return `+91 ${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
}

export { telHref } from "./tel-href";
