// Every icon the site uses. scripts/make-icon-sprite.mjs turns this list into public/icons.svg at
// build time (from lucide's icon data); add a name here to use a new icon.
export const ICON_NAMES = [
  "arrow-left",
  "book-open",
  "brain",
  "briefcase",
  "calculator",
  "chevron-down",
  "circle-alert",
  "circle-check",
  "clock",
  "external-link",
  "eye",
  "eye-off",
  "graduation-cap",
  "headset",
  "key-round",
  "log-out",
  "mail",
  "map-pin",
  "menu",
  "pause",
  "phone",
  "play",
  "send",
  "star",
  "trending-up",
  "users",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
