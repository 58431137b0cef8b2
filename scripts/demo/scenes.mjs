// The demo's pictures: flat illustrations of classes, contests, prizes and kits, drawn as SVG and
// rendered by sharp (as scripts/make-hero-images.mjs does) into the pair a page upload stores.
import sharp from "sharp";
import { join } from "node:path";
import {
  H,
  W,
  abacus,
  background,
  board,
  book,
  bunting,
  child,
  confetti,
  desk,
  diya,
  letterBlock,
  medal,
  random,
  rangoli,
  text,
  trophy,
} from "./shapes.mjs";

const SHIRTS = ["#2563eb", "#db2777", "#059669", "#7c3aed", "#ea580c", "#0891b2"];
const BRIGHT = ["#f43f5e", "#f59e0b", "#10b981", "#3b82f6", "#a855f7", "#fde047"];
const BACKDROPS = [
  ["#fef3c7", "#fde68a"],
  ["#e0f2fe", "#bae6fd"],
  ["#fce7f3", "#fbcfe8"],
  ["#dcfce7", "#bbf7d0"],
  ["#ede9fe", "#ddd6fe"],
];

const SUMS = [
  ["7 × 8 = 56", "25 + 38 = 63"],
  ["48 + 27 = 75", "9 × 6 = 54"],
  ["98 × 97 = 9506", "√144 = 12"],
  ["135 − 79 = 56", "12² = 144"],
];

/** Each scene draws on the whole canvas; `v` picks colours and details. */
const SCENES = {
  /** Three pupils at their desks with an abacus each, a sum on the board. */
  classroom(next, v) {
    const [from, to] = BACKDROPS[v % BACKDROPS.length];
    let out = background(from, to, next) + `<rect y="700" width="${W}" height="200" fill="#d6a66b"/>`;
    // Kept within the middle 16:9 band, which blog and competition cards show.
    out += board(330, 150, 540, 200, SUMS[v % SUMS.length]);
    for (let i = 0; i < 3; i++) {
      const x = 220 + i * 380;
      out += child(x, 480, 1.05, next, SHIRTS[(v + i) % SHIRTS.length]);
      out += desk(x - 170, 620, 340);
      out += abacus(x - 120, 560, 240, 130, next);
    }
    return out;
  },
  /** One large abacus with numbers floating round it. */
  abacus(next, v) {
    const dark = [
      ["#1e1b4b", "#4338ca"],
      ["#0f766e", "#0e7490"],
      ["#831843", "#be185d"],
    ][v % 3];
    let out = background(dark[0], dark[1], next);
    ["3", "7", "+", "9", "=", "5", "2", "×"].forEach((glyph, i) => {
      out += text(
        90 + (i % 4) * 340 + next() * 60,
        i < 4 ? 150 + next() * 40 : 810 - next() * 40,
        90,
        "#fde68a",
        glyph,
        'fill-opacity="0.5"',
      );
    });
    return out + abacus(200, 220, 800, 460, next);
  },
  /** Letter blocks and picture books: phonics. */
  phonics(next, v) {
    const [from, to] = BACKDROPS[(v + 2) % BACKDROPS.length];
    let out = background(from, to, next) + `<rect y="720" width="${W}" height="180" fill="#fdba74" fill-opacity="0.6"/>`;
    const words = [
      ["C", "A", "T"],
      ["S", "H", "I", "P"],
      ["S", "U", "N"],
      ["F", "R", "O", "G"],
    ][v % 4];
    words.forEach((letter, i) => (out += letterBlock(250 + i * 190, 500, 170, letter, BRIGHT[(i + v) % BRIGHT.length], -6 + next() * 12)));
    out += letterBlock(440, 330, 170, ["a", "b", "sh", "ch"][v % 4], BRIGHT[(v + 4) % BRIGHT.length], -4 + next() * 8);
    out += book(120, 160, 200, 260, "#2563eb", -8) + book(900, 170, 190, 250, "#db2777", 7);
    return out;
  },
  /** Vedic maths sums on a board, with a pupil. */
  vedic(next, v) {
    let out = background("#134e4a", "#1e3a8a", next);
    out += board(120, 160, 700, 400, [["98 × 97 = 9506", "43 × 47 = 2021", "999 × 6 = 5994"][v % 3], "21² = 441", "1/7 = 0.142857…"]);
    return out + child(990, 470, 1.6, next, SHIRTS[v % SHIRTS.length]) + book(870, 700, 260, 70, "#f59e0b");
  },
  /** Pupils with abacuses seen from the front of a contest hall, a clock above. */
  contest(next, v) {
    let out = background("#1e3a8a", "#312e81", next) + bunting(40, BRIGHT);
    out += `<circle cx="600" cy="200" r="80" fill="#fff"/><circle cx="600" cy="200" r="66" fill="#f8fafc" stroke="#1e293b" stroke-width="6"/>`;
    out += `<line x1="600" y1="200" x2="600" y2="150" stroke="#1e293b" stroke-width="8"/><line x1="600" y1="200" x2="640" y2="218" stroke="#ef4444" stroke-width="6"/>`;
    for (let i = 0; i < 4; i++) {
      const x = 160 + i * 295;
      out += child(x, 520, 0.85, next, SHIRTS[(v + i) % SHIRTS.length]) + desk(x - 130, 650, 260) + abacus(x - 95, 600, 190, 100, next);
    }
    return out;
  },
  /** A trophy in confetti. */
  trophy(next, v) {
    const out = background(["#7c2d12", "#581c87", "#0c4a6e"][v % 3], ["#c2410c", "#9333ea", "#0369a1"][v % 3], next);
    return out + confetti(next, 60, BRIGHT) + trophy(600, 560, 1.5);
  },
  /** Gold, silver and bronze medals. */
  medals(next, v) {
    let out =
      background(["#0f172a", "#1e1b4b", "#164e63"][v % 3], ["#334155", "#3730a3", "#0e7490"][v % 3], next) + confetti(next, 30, BRIGHT);
    out +=
      medal(330, 520, 1.3, "#cbd5e1", "#2563eb") + medal(870, 520, 1.3, "#d97706", "#16a34a") + medal(600, 460, 1.6, "#fbbf24", "#dc2626");
    return out;
  },
  /** A certificate with a ribbon seal. */
  certificate(next, v) {
    let out = background("#fef3c7", "#fcd34d", next) + confetti(next, 25, BRIGHT);
    out += `<rect x="180" y="140" width="840" height="600" rx="16" fill="#fffbeb" stroke="#b45309" stroke-width="14"/><rect x="215" y="175" width="770" height="530" fill="none" stroke="#f59e0b" stroke-width="4"/>`;
    out += text(600, 300, 64, "#92400e", "Certificate") + text(600, 370, 34, "#b45309", "of Excellence");
    out += `<rect x="360" y="440" width="480" height="10" rx="5" fill="#fcd34d"/><rect x="420" y="500" width="360" height="10" rx="5" fill="#fde68a"/>`;
    return out + medal(860, 660, 0.8, "#dc2626", ["#2563eb", "#16a34a", "#9333ea"][v % 3]);
  },
  /** A stage on annual day: curtains, bunting, children performing. */
  stage(next, v) {
    let out = background("#4c0519", "#881337", next);
    out += `<rect y="640" width="${W}" height="260" fill="#78350f"/><rect y="640" width="${W}" height="20" fill="#a16207"/>`;
    out += `<path d="M0 0 H260 C220 260 200 480 120 640 H0 Z" fill="#b91c1c"/><path d="M1200 0 H940 C980 260 1000 480 1080 640 H1200 Z" fill="#b91c1c"/>`;
    out += bunting(60, BRIGHT);
    out += `<rect x="330" y="150" width="540" height="90" rx="16" fill="#fde68a"/>` + text(600, 212, 50, "#9f1239", "Annual Day");
    for (let i = 0; i < 3; i++) out += child(380 + i * 220, 450, 1.2, next, SHIRTS[(v + i * 2) % SHIRTS.length]);
    return out + confetti(next, 20, ["#fde68a", "#fbcfe8"]);
  },
  /** Diwali at the centre: diyas on a rangoli. */
  festival(next, v) {
    let out = background("#1e1b4b", "#581c87", next);
    out += rangoli(600, 600, 420, ["#f43f5e", "#f59e0b", "#10b981", "#fde047", "#a855f7"]);
    for (let i = 0; i < 5; i++) out += diya(200 + i * 200, 420 + (i % 2) * 40, 1.1);
    return out + confetti(next, 12 + v, ["#fde68a"]);
  },
  /** A kit box with what it holds: `v` picks the contents. */
  kit(next, v) {
    const [from, to] = BACKDROPS[v % BACKDROPS.length];
    let out = background(from, to, next);
    out += `<ellipse cx="600" cy="800" rx="460" ry="50" fill="#000" fill-opacity="0.12"/>`;
    out += `<path d="M240 420 L600 340 L960 420 L600 500 Z" fill="#fcd34d"/><path d="M240 420 L600 500 V820 L240 740 Z" fill="#f59e0b"/><path d="M960 420 L600 500 V820 L960 740 Z" fill="#d97706"/>`;
    out += text(420, 660, 44, "#fff", "KIT", 'transform="skewY(12) translate(0 -90)"');
    const contents = [
      () => abacus(330, 110, 540, 300, next),
      () =>
        letterBlock(330, 170, 170, "A", "#ef4444", -8) +
        letterBlock(515, 150, 170, "b", "#3b82f6", 4) +
        letterBlock(700, 180, 170, "c", "#10b981", 10),
      () => book(340, 120, 200, 280, "#2563eb", -10) + book(520, 100, 200, 290, "#db2777", 0) + book(700, 120, 200, 280, "#16a34a", 10),
      () => board(380, 120, 440, 220, ["6 × 7 = 42"]),
    ];
    return out + contents[v % contents.length]();
  },
};

export const SCENE_NAMES = Object.keys(SCENES);

/** The SVG of scene `name`, variant `v`. */
export function sceneSvg(name, v) {
  const next = random(1 + v * 7919 + name.length * 104729);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[name](next, v)}</svg>`;
}

/** The width of the larger version (a page upload may be up to 1600 px), and the small one's. */
export const LARGE = 1200;
export const SMALL = 640;

/**
 * Renders scene `name` into `dir` as the two WebP files a page upload stores for `id`
 * (`<folder>/<uuid>`); answers the R2 objects to put and the image's site URL.
 */
export async function renderImagePair({ id, scene, variant }, dir) {
  // Drawn once (the SVG is LARGE wide), then encoded at both widths.
  const raster = await sharp(Buffer.from(sceneSvg(scene, variant)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const objects = [];
  for (const width of [LARGE, SMALL]) {
    const key = `${id}.${width}w.webp`;
    const file = join(dir, key.replaceAll("/", "_"));
    await sharp(raster.data, { raw: raster.info }).resize(width).webp({ quality: 78, effort: 2 }).toFile(file);
    objects.push({ key, file });
  }
  return { url: `/images/${id}.${LARGE}w.webp`, objects };
}
