// Renders the illustrated hero backgrounds (abacus, phonics, Vedic maths) to WebP at three widths
// for srcset. Run once after changing a design: `node scripts/make-hero-images.mjs`.
import sharp from "sharp";

const W = 1600;
const H = 900;
const WIDTHS = [640, 1024, 1600];
const OUT = "public/images/hero";

// A small deterministic generator, so re-running gives the same pictures.
function random(seed) {
  let state = seed;
  return () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

/** Spot i of a 5 x 3 grid, jittered, so glyphs spread over the picture without piling up. */
function gridSpot(i, next) {
  const column = i % 5;
  const row = Math.floor(i / 5) % 3;
  return [90 + column * 300 + next() * 80, 250 + row * 270 + next() * 60];
}

const background = (from, to) => `
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>`;

function abacus() {
  const colors = ["#fbbf24", "#f472b6", "#34d399", "#60a5fa", "#f87171"];
  let rods = "";
  for (let row = 0; row < 7; row++) {
    const y = 150 + row * 95;
    rods += `<line x1="760" y1="${y}" x2="1500" y2="${y}" stroke="#c7d2fe" stroke-width="6" stroke-opacity="0.7"/>`;
    const shift = (row * 37) % 60;
    for (let bead = 0; bead < 9; bead++) {
      const x = 820 + bead * 62 + (bead > 4 ? 120 + shift : shift / 3);
      rods += `<ellipse cx="${x}" cy="${y}" rx="28" ry="36" fill="${colors[(row + bead) % colors.length]}"/>`;
      rods += `<ellipse cx="${x - 8}" cy="${y - 12}" rx="8" ry="10" fill="#fff" fill-opacity="0.35"/>`;
    }
  }
  return `${background("#1e1b4b", "#4338ca")}
    <rect x="720" y="90" width="820" height="720" rx="36" fill="none" stroke="#fbbf24" stroke-width="22"/>${rods}`;
}

function phonics() {
  const next = random(7);
  const letters = ["A", "b", "C", "d", "E", "sh", "ph", "ch", "m", "o", "S", "t", "R", "a", "th"];
  const colors = ["#fde68a", "#fbcfe8", "#bbf7d0", "#bfdbfe", "#fed7aa"];
  let glyphs = "";
  letters.forEach((letter, i) => {
    const [x, y] = gridSpot(i, next);
    const size = 120 + next() * 90;
    glyphs += `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${colors[i % colors.length]}" fill-opacity="0.85" transform="rotate(${-20 + next() * 40} ${x} ${y})">${letter}</text>`;
  });
  return `${background("#9a3412", "#db2777")}${glyphs}`;
}

function vedic() {
  const next = random(11);
  const symbols = ["×", "÷", "+", "=", "√", "π", "9", "7", "12", "²", "∞", "%", "8", "3", "−"];
  let glyphs = "";
  symbols.forEach((symbol, i) => {
    const [x, y] = gridSpot(i, next);
    const size = 110 + next() * 90;
    glyphs += `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${i % 2 ? "#99f6e4" : "#fde68a"}" fill-opacity="0.8">${symbol}</text>`;
  });
  const rings = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="1250" cy="420" r="${140 + i * 90}" fill="none" stroke="#5eead4" stroke-opacity="${0.5 - i * 0.12}" stroke-width="10"/>`,
    )
    .join("");
  return `${background("#134e4a", "#1e3a8a")}${rings}${glyphs}`;
}

for (const [name, draw] of Object.entries({ abacus, phonics, vedic })) {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>`);
  for (const width of WIDTHS) {
    const file = `${OUT}/${name}-${width}.webp`;
    const info = await sharp(svg).resize(width).webp({ quality: 72 }).toFile(file);
    console.log(`${file} ${Math.round(info.size / 1024)} KB`);
  }
}
