// Draws the portraits of the demo astrologers (packages/server/src/consultations/
// demo-astrologers.ts) as SVG illustrations we own, into public/images/astrologers/<slug>.svg.
// Run by hand when the demo list changes: node packages/web/scripts/astrologer-portraits.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../public/images/astrologers/', import.meta.url));

/** slug, skin, hair style, hair colour, garment, backdrop pair, extras */
const PEOPLE = [
  [
    'acharya-raghav-sharma',
    '#c98e63',
    'short',
    '#2b2118',
    '#f59e0b',
    ['#fde68a', '#f97316'],
    ['tilak', 'beard', 'mala'],
  ],
  [
    'meenakshi-iyer',
    '#b97a56',
    'bun',
    '#1c1410',
    '#be123c',
    ['#fecdd3', '#8b5cf6'],
    ['bindi', 'earrings', 'flowers'],
  ],
  [
    'pandit-venkatesh-rao',
    '#a86b45',
    'bald',
    '#3b2f2a',
    '#fef3c7',
    ['#fed7aa', '#b45309'],
    ['namam', 'moustache'],
  ],
  [
    'dr-anjali-verma',
    '#d6a07a',
    'long',
    '#2a1a12',
    '#0f766e',
    ['#ccfbf1', '#6366f1'],
    ['bindi', 'glasses'],
  ],
  [
    'guruji-harish-joshi',
    '#c68a5e',
    'grey',
    '#d4d4d4',
    '#ea580c',
    ['#ffedd5', '#dc2626'],
    ['tilak', 'whitebeard', 'mala'],
  ],
  [
    'lakshmi-narayanan',
    '#9c623f',
    'bun',
    '#161010',
    '#7c3aed',
    ['#ede9fe', '#db2777'],
    ['bindi', 'earrings'],
  ],
  [
    'sravani-reddy',
    '#b8794f',
    'long',
    '#1a120d',
    '#db2777',
    ['#fce7f3', '#f59e0b'],
    ['bindi', 'earrings'],
  ],
  [
    'acharya-devendra-mishra',
    '#c4875a',
    'short',
    '#1f1a16',
    '#facc15',
    ['#fef9c3', '#16a34a'],
    ['tilak', 'moustache', 'mala'],
  ],
  [
    'priya-banerjee',
    '#d9a47c',
    'long',
    '#241712',
    '#b91c1c',
    ['#fee2e2', '#7c2d12'],
    ['sindoor', 'bindi'],
  ],
  [
    'sunil-kulkarni',
    '#b5774e',
    'short',
    '#262019',
    '#2563eb',
    ['#dbeafe', '#0891b2'],
    ['glasses', 'moustache'],
  ],
  [
    'kavya-nair',
    '#a96c47',
    'long',
    '#130d0a',
    '#059669',
    ['#d1fae5', '#facc15'],
    ['bindi', 'flowers'],
  ],
  [
    'pandit-omkar-tiwari',
    '#c98f62',
    'bald',
    '#3a2e26',
    '#f97316',
    ['#ffedd5', '#9333ea'],
    ['tilak', 'beard', 'mala'],
  ],
];

const shade = (hex, amount) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = (shift) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `#${((c(16) << 16) | (c(8) << 8) | c(0)).toString(16).padStart(6, '0')}`;
};

function hair(style, colour) {
  switch (style) {
    case 'short':
      return `<path d="M62 92c0-34 20-52 48-52s48 18 48 52c-8-14-20-22-48-24-28 2-40 10-48 24z" fill="${colour}"/>`;
    case 'grey':
      return `<path d="M60 98c0-36 22-56 50-56s50 20 50 56c-6-18-22-28-50-28s-44 10-50 28z" fill="${colour}"/>`;
    case 'bald':
      return `<path d="M64 104c-4-10-4-18 0-24M156 104c4-10 4-18 0-24" stroke="${colour}" stroke-width="8" stroke-linecap="round"/>`;
    case 'bun':
      return `<circle cx="110" cy="38" r="18" fill="${colour}"/><path d="M60 104c0-40 22-62 50-62s50 22 50 62c-6-22-24-38-50-38s-44 16-50 38z" fill="${colour}"/>`;
    default:
      return `<path d="M56 170c-6-60 8-128 54-128s60 68 54 128l-14-4c4-40 0-74-40-82-40 8-44 42-40 82z" fill="${colour}"/><path d="M62 100c4-30 22-48 48-48s44 18 48 48c-14-18-30-24-48-24s-34 6-48 24z" fill="${colour}"/>`;
  }
}

function extras(list, skin) {
  const parts = [];
  for (const extra of list) {
    if (extra === 'tilak')
      parts.push(
        '<path d="M110 80v16" stroke="#dc2626" stroke-width="4" stroke-linecap="round"/><path d="M103 82h14" stroke="#f5f5f4" stroke-width="3" stroke-linecap="round"/>',
      );
    if (extra === 'namam')
      parts.push(
        '<path d="M103 78l7 20 7-20" fill="none" stroke="#f5f5f4" stroke-width="3"/><path d="M110 82v14" stroke="#dc2626" stroke-width="3"/>',
      );
    if (extra === 'bindi') parts.push('<circle cx="110" cy="90" r="3.5" fill="#dc2626"/>');
    if (extra === 'sindoor') parts.push('<path d="M110 52v14" stroke="#dc2626" stroke-width="3"/>');
    if (extra === 'beard')
      parts.push(
        `<path d="M80 122c4 26 16 38 30 38s26-12 30-38c-8 10-18 14-30 14s-22-4-30-14z" fill="${shade(skin, -110)}"/>`,
      );
    if (extra === 'whitebeard')
      parts.push(
        '<path d="M78 120c2 32 16 46 32 46s30-14 32-46c-8 12-18 16-32 16s-24-4-32-16z" fill="#e7e5e4"/>',
      );
    if (extra === 'moustache')
      parts.push(
        `<path d="M96 128c6-5 10-5 14-1 4-4 8-4 14 1-6 3-10 3-14 0-4 3-8 3-14 0z" fill="${shade(skin, -120)}"/>`,
      );
    if (extra === 'glasses')
      parts.push(
        '<g fill="none" stroke="#1f2937" stroke-width="2.5"><circle cx="96" cy="106" r="9"/><circle cx="124" cy="106" r="9"/><path d="M105 106h10"/></g>',
      );
    if (extra === 'earrings')
      parts.push(
        '<circle cx="74" cy="124" r="4" fill="#facc15"/><circle cx="146" cy="124" r="4" fill="#facc15"/>',
      );
    if (extra === 'flowers')
      parts.push(
        '<g fill="#fef9c3" stroke="#fde047"><circle cx="150" cy="70" r="5"/><circle cx="156" cy="80" r="5"/><circle cx="158" cy="92" r="5"/></g>',
      );
    if (extra === 'mala')
      parts.push(
        `<path d="M84 176c8 18 18 26 26 26s18-8 26-26" fill="none" stroke="#92400e" stroke-width="5" stroke-dasharray="2 5" stroke-linecap="round"/>`,
      );
  }
  return parts.join('');
}

for (const [slug, skin, style, hairColour, garment, [from, to], list] of PEOPLE) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 220" role="img" aria-label="Illustrated portrait">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="220" height="220" fill="url(#g)"/>
<circle cx="110" cy="110" r="92" fill="#ffffff" opacity=".18"/>
<path d="M30 220c6-44 36-66 80-66s74 22 80 66z" fill="${garment}"/>
<path d="M92 150h36l-4 22h-28z" fill="${shade(skin, -18)}"/>
${style === 'long' ? hair(style, hairColour) : ''}
<ellipse cx="110" cy="108" rx="40" ry="48" fill="${skin}"/>
<ellipse cx="70" cy="110" rx="7" ry="11" fill="${shade(skin, -10)}"/><ellipse cx="150" cy="110" rx="7" ry="11" fill="${shade(skin, -10)}"/>
${style === 'long' ? '' : hair(style, hairColour)}
<path d="M88 96q8-5 16 0M116 96q8-5 16 0" stroke="${shade(skin, -120)}" stroke-width="3" fill="none" stroke-linecap="round"/>
<ellipse cx="96" cy="107" rx="4" ry="4.5" fill="#1c1917"/><ellipse cx="124" cy="107" rx="4" ry="4.5" fill="#1c1917"/>
<path d="M110 110q-4 12 2 14" stroke="${shade(skin, -40)}" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<path d="M98 134q12 9 24 0" stroke="#7f1d1d" stroke-width="3" fill="none" stroke-linecap="round"/>
${extras(list, skin)}
</svg>
`;
  writeFileSync(`${OUT}${slug}.svg`, svg);
}
console.log(`${PEOPLE.length} portraits in ${OUT}`);
