// Flat SVG pieces the demo's illustrations are drawn from (scripts/demo/scenes.mjs): children,
// desks, an abacus, books, trophies. Plain strings, so sharp renders them without a browser.

export const W = 1200;
export const H = 900;
export const FONT = "DejaVu Sans, Arial, sans-serif";

/** A small deterministic generator: the same seed draws the same picture on every run. */
export function random(seed) {
  let state = seed >>> 0;
  return () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

export const background = (from, to, next) => {
  let glow = "";
  for (let i = 0; i < 7; i++) {
    glow += `<circle cx="${next() * W}" cy="${next() * H}" r="${60 + next() * 140}" fill="#fff" fill-opacity="${0.04 + next() * 0.06}"/>`;
  }
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>${glow}`;
};

export const text = (x, y, size, fill, value, extra = "") =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${value}</text>`;

/** A rod-and-bead abacus in a wooden frame; `rods` rods, beads pushed by the seed. */
export function abacus(x, y, w, h, next, beads = ["#ef4444", "#f59e0b", "#10b981", "#3b82f6", "#ec4899"]) {
  const rods = 5;
  const gap = h / (rods + 1);
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.06}" fill="#fef3c7" stroke="#92400e" stroke-width="${h * 0.06}"/>`;
  out += `<line x1="${x + w * 0.3}" y1="${y}" x2="${x + w * 0.3}" y2="${y + h}" stroke="#92400e" stroke-width="${h * 0.035}"/>`;
  for (let r = 1; r <= rods; r++) {
    const cy = y + r * gap;
    out += `<line x1="${x}" y1="${cy}" x2="${x + w}" y2="${cy}" stroke="#a16207" stroke-width="${h * 0.015}"/>`;
    const moved = Math.floor(next() * 5);
    for (let b = 0; b < 5; b++) {
      const left = b < moved;
      const cx = left ? x + w * 0.36 + b * gap * 0.62 : x + w - gap * 0.42 - (4 - b) * gap * 0.62;
      out += `<ellipse cx="${cx}" cy="${cy}" rx="${gap * 0.3}" ry="${gap * 0.36}" fill="${beads[(r + b) % beads.length]}"/>`;
    }
    out += `<ellipse cx="${x + w * 0.15}" cy="${cy}" rx="${gap * 0.3}" ry="${gap * 0.36}" fill="${beads[r % beads.length]}"/>`;
  }
  return out;
}

const SKIN = ["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac"];
const HAIR = ["#1f2937", "#111827", "#3f2a1d", "#27272a"];

/** A child seen from the front, from the waist up; `s` scales it. */
export function child(x, y, s, next, shirt) {
  const skin = SKIN[Math.floor(next() * SKIN.length)];
  const hair = HAIR[Math.floor(next() * HAIR.length)];
  const long = next() > 0.5;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${long ? `<rect x="-46" y="-40" width="92" height="110" rx="40" fill="${hair}"/>` : ""}
    <rect x="-62" y="52" width="124" height="120" rx="50" fill="${shirt}"/>
    <circle cx="0" cy="0" r="48" fill="${skin}"/>
    <path d="M-50 -4 C-50 -62 50 -62 50 -4 C40 -30 -30 -34 -50 -4 Z" fill="${hair}"/>
    <circle cx="-16" cy="4" r="5" fill="#1f2937"/><circle cx="16" cy="4" r="5" fill="#1f2937"/>
    <path d="M-14 22 Q0 34 14 22" stroke="#7c2d12" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="-28" cy="18" r="8" fill="#f87171" fill-opacity="0.35"/><circle cx="28" cy="18" r="8" fill="#f87171" fill-opacity="0.35"/>
  </g>`;
}

export const desk = (x, y, w) =>
  `<rect x="${x}" y="${y}" width="${w}" height="26" rx="8" fill="#b45309"/><rect x="${x + 20}" y="${y + 26}" width="18" height="120" fill="#92400e"/><rect x="${x + w - 38}" y="${y + 26}" width="18" height="120" fill="#92400e"/>`;

export const board = (x, y, w, h, lines) =>
  `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="12" fill="#92400e"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#14532d"/>` +
  lines.map((line, i) => text(x + w / 2, y + (h / (lines.length + 1)) * (i + 1) + 22, 62, "#ecfdf5", line)).join("");

export const book = (x, y, w, h, color, tilt = 0) =>
  `<g transform="rotate(${tilt} ${x + w / 2} ${y + h / 2})"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${color}"/><rect x="${x + w - 18}" y="${y + 6}" width="12" height="${h - 12}" fill="#fff" fill-opacity="0.8"/><rect x="${x + 20}" y="${y + 24}" width="${w * 0.5}" height="14" rx="7" fill="#fff" fill-opacity="0.6"/></g>`;

export const letterBlock = (x, y, s, letter, color, tilt = 0) =>
  `<g transform="rotate(${tilt} ${x + s / 2} ${y + s / 2})"><rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s * 0.14}" fill="${color}"/><rect x="${x + s * 0.08}" y="${y + s * 0.08}" width="${s * 0.84}" height="${s * 0.84}" rx="${s * 0.1}" fill="#fff" fill-opacity="0.25"/>${text(x + s / 2, y + s * 0.72, s * 0.62, "#fff", letter)}</g>`;

export const trophy = (x, y, s) => `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M-150 -220 C-230 -220 -230 -100 -120 -80" stroke="#f59e0b" stroke-width="26" fill="none"/>
  <path d="M150 -220 C230 -220 230 -100 120 -80" stroke="#f59e0b" stroke-width="26" fill="none"/>
  <path d="M-150 -250 H150 C150 -80 80 -20 0 -20 C-80 -20 -150 -80 -150 -250 Z" fill="#fbbf24"/>
  <path d="M-100 -230 C-100 -130 -60 -70 -20 -50" stroke="#fff" stroke-opacity="0.45" stroke-width="18" fill="none" stroke-linecap="round"/>
  <rect x="-28" y="-22" width="56" height="90" fill="#f59e0b"/>
  <rect x="-110" y="64" width="220" height="46" rx="10" fill="#92400e"/><rect x="-140" y="108" width="280" height="50" rx="10" fill="#78350f"/>
  ${text(0, -130, 96, "#b45309", "1")}</g>`;

export const medal = (x, y, s, color, ribbon) => `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M-50 -190 L-10 -40 L30 -40 L-10 -190 Z" fill="${ribbon}"/><path d="M50 -190 L10 -40 L-30 -40 L10 -190 Z" fill="${ribbon}" fill-opacity="0.8"/>
  <circle cx="0" cy="20" r="80" fill="${color}"/><circle cx="0" cy="20" r="58" fill="#fff" fill-opacity="0.25"/>
  <path d="M0 -18 L11 8 L40 10 L18 28 L25 56 L0 41 L-25 56 L-18 28 L-40 10 L-11 8 Z" fill="#fff" fill-opacity="0.85"/></g>`;

export function confetti(next, n, colors) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = next() * W;
    const y = next() * H;
    out += `<rect x="${x}" y="${y}" width="14" height="26" rx="4" fill="${colors[i % colors.length]}" transform="rotate(${next() * 180} ${x} ${y})"/>`;
  }
  return out;
}

export function bunting(y, colors) {
  let out = `<path d="M0 ${y} Q${W / 2} ${y + 60} ${W} ${y}" stroke="#fde68a" stroke-width="4" fill="none"/>`;
  for (let i = 0; i < 14; i++) {
    const x = 40 + i * 82;
    const sag = y + 60 * (1 - ((x - W / 2) / (W / 2)) ** 2) * 0.5;
    out += `<path d="M${x} ${sag} L${x + 60} ${sag} L${x + 30} ${sag + 70} Z" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

export const diya = (x, y, s) => `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M-10 -30 C-30 -60 0 -100 0 -110 C0 -100 30 -60 10 -30 Z" fill="#fbbf24"/><path d="M-4 -34 C-12 -50 0 -70 0 -76 C0 -70 12 -50 4 -34 Z" fill="#fff7ed"/>
  <path d="M-80 -20 H80 C70 40 -70 40 -80 -20 Z" fill="#c2410c"/><path d="M-60 0 H60" stroke="#fde68a" stroke-width="8" stroke-dasharray="10 10"/></g>`;

export function rangoli(cx, cy, r, colors) {
  let out = "";
  for (let ring = 3; ring >= 1; ring--) {
    const petals = 8 * ring;
    for (let i = 0; i < petals; i++) {
      const a = (i / petals) * Math.PI * 2;
      const px = cx + Math.cos(a) * r * (ring / 3);
      const py = cy + Math.sin(a) * r * (ring / 3) * 0.45;
      out += `<ellipse cx="${px}" cy="${py}" rx="${r * 0.11}" ry="${r * 0.05}" fill="${colors[(i + ring) % colors.length]}" transform="rotate(${(a * 180) / Math.PI} ${px} ${py})"/>`;
    }
  }
  return out + `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.12}" ry="${r * 0.06}" fill="#fff"/>`;
}
