// Draws the twelve zodiac tiles of the home page (`GET /api/zodiac-image/{Sign}.jpg`) as SVG
// and rasterises them with Chromium to packages/server/assets/zodiac/{Sign}.jpg. The artwork is
// ours: a warm gradient in the site's palette (packages/web/src/index.css), the sign's glyph
// drawn as strokes (no font, so every machine draws the same shapes) and its constellation as
// stars and lines, projected from the stars' J2000 right ascension and declination.
//
//   node scripts/make-zodiac-images.js            (Debian's Chromium at /usr/bin/chromium)
//   CHROMIUM_PATH=/path/to/chrome node scripts/make-zodiac-images.js
//
// The JPEGs are committed; run this again after changing the drawing, and commit its output.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/**
 * Pixels of each side. The home page's tiles show the image square at up to about 240 CSS px
 * (two columns on a large phone, three to six on wider screens), so 480 covers a 2x screen.
 */
const SIZE = 480;
/** Largest file size allowed: the JPEG quality steps down until the image fits. */
const MAX_BYTES = 15_000;
const QUALITIES = [86, 82, 78, 74, 70, 66, 62, 58, 54, 50];

const OUTPUT_DIR = fileURLToPath(new URL('../packages/server/assets/zodiac/', import.meta.url));

/** The design tokens of packages/web/src/index.css that the tiles use. */
const SAFFRON = {
  200: '#ffd688',
  300: '#ffbb4a',
  400: '#ffa220',
  500: '#f98007',
  600: '#dd5b02',
  700: '#b73d06',
  800: '#942f0c',
};
const BRAND = { 600: '#7c3aed', 800: '#5b21b6' };

/** Gradient stops (top-left → bottom-right) by the sign's element: all warm, shaded apart. */
const ELEMENT_GRADIENTS = {
  fire: [SAFFRON[300], SAFFRON[500], SAFFRON[700]],
  earth: [SAFFRON[200], SAFFRON[500], SAFFRON[800]],
  air: [SAFFRON[300], SAFFRON[500], BRAND[600]],
  water: [SAFFRON[400], SAFFRON[600], BRAND[800]],
};

/**
 * Each sign: its element; its glyph as stroke paths on a 100 × 100 grid; its constellation's
 * main stars as [right ascension in hours, declination in degrees, visual magnitude], J2000
 * and rounded (this is a drawing, not a star chart), and the lines of its usual figure.
 */
const SIGNS = [
  {
    name: 'Aries',
    element: 'fire',
    glyph: [
      'M50 86 V46 C50 24 40 14 28 14 C17 14 10 22 10 32 C10 42 18 48 26 46',
      'M50 46 C50 24 60 14 72 14 C83 14 90 22 90 32 C90 42 82 48 74 46',
    ],
    stars: {
      hamal: [2.12, 23.46, 2.0],
      sheratan: [1.91, 20.81, 2.6],
      mesarthim: [1.89, 19.29, 3.9],
      ari41: [2.83, 27.26, 3.6],
    },
    lines: [['ari41', 'hamal', 'sheratan', 'mesarthim']],
  },
  {
    name: 'Taurus',
    element: 'earth',
    glyph: [
      'M50 88 C38 88 30 80 30 68 C30 56 38 48 50 48 C62 48 70 56 70 68 C70 80 62 88 50 88 Z',
      'M14 14 C18 34 30 48 50 48 C70 48 82 34 86 14',
    ],
    stars: {
      aldebaran: [4.6, 16.51, 0.9],
      elnath: [5.44, 28.61, 1.7],
      zeta: [5.63, 21.14, 3.0],
      gamma: [4.33, 15.63, 3.6],
      delta: [4.38, 17.54, 3.8],
      epsilon: [4.48, 19.18, 3.5],
      lambda: [4.01, 12.49, 3.5],
      xi: [3.45, 9.73, 3.7],
      alcyone: [3.79, 24.11, 2.9],
      atlas: [3.82, 24.05, 3.6],
      electra: [3.75, 24.11, 3.7],
      maia: [3.76, 24.37, 3.9],
      merope: [3.77, 23.95, 4.2],
    },
    // The Pleiades are drawn three times as far apart as they are, so that they read as a
    // cluster of stars and not as one smudge.
    cluster: { ids: ['alcyone', 'atlas', 'electra', 'maia', 'merope'], spread: 3 },
    lines: [
      ['zeta', 'aldebaran', 'gamma', 'lambda', 'xi'],
      ['elnath', 'epsilon', 'delta', 'gamma'],
    ],
  },
  {
    name: 'Gemini',
    element: 'air',
    glyph: ['M16 16 C38 28 62 28 84 16', 'M16 84 C38 72 62 72 84 84', 'M37 25 V75', 'M63 25 V75'],
    stars: {
      castor: [7.58, 31.89, 1.6],
      pollux: [7.76, 28.03, 1.1],
      alhena: [6.63, 16.4, 1.9],
      mebsuta: [6.73, 25.13, 3.0],
      tejat: [6.38, 22.51, 2.9],
      propus: [6.25, 22.51, 3.3],
      wasat: [7.34, 21.98, 3.5],
      mekbuda: [7.07, 20.57, 3.8],
      tau: [7.19, 30.25, 4.4],
      theta: [6.88, 33.96, 3.6],
      iota: [7.43, 27.8, 3.8],
      upsilon: [7.6, 26.9, 4.1],
      lambda: [7.3, 16.54, 3.6],
      xi: [6.75, 12.9, 3.4],
    },
    lines: [
      ['castor', 'tau', 'mebsuta', 'tejat', 'propus'],
      ['tau', 'theta'],
      ['tau', 'iota', 'upsilon', 'pollux'],
      ['upsilon', 'wasat', 'mekbuda', 'alhena'],
      ['wasat', 'lambda'],
      ['mebsuta', 'xi'],
    ],
  },
  {
    name: 'Cancer',
    element: 'water',
    glyph: [
      'M40 38 C40 44 35 49 29 49 C23 49 18 44 18 38 C18 32 23 27 29 27 C35 27 40 32 40 38 Z',
      'M29 27 C46 18 72 20 88 34',
      'M60 62 C60 56 65 51 71 51 C77 51 82 56 82 62 C82 68 77 73 71 73 C65 73 60 68 60 62 Z',
      'M71 73 C54 82 28 80 12 66',
    ],
    stars: {
      acubens: [8.97, 11.86, 4.3],
      altarf: [8.28, 9.19, 3.5],
      asellusAustralis: [8.74, 18.15, 3.9],
      asellusBorealis: [8.72, 21.47, 4.7],
      iota: [8.78, 28.76, 4.0],
    },
    lines: [
      ['altarf', 'asellusAustralis', 'asellusBorealis', 'iota'],
      ['asellusAustralis', 'acubens'],
    ],
  },
  {
    name: 'Leo',
    element: 'fire',
    glyph: [
      'M40 64 C40 71 34 77 27 77 C20 77 14 71 14 64 C14 57 20 51 27 51 C34 51 40 57 40 64 Z',
      'M38 57 C30 42 32 16 54 14 C74 12 80 34 70 52 C62 66 60 84 74 86 C82 87 88 80 86 72',
    ],
    stars: {
      regulus: [10.14, 11.97, 1.4],
      denebola: [11.82, 14.57, 2.1],
      algieba: [10.33, 19.84, 2.0],
      zosma: [11.24, 20.52, 2.6],
      chertan: [11.24, 15.43, 3.3],
      eta: [10.12, 16.76, 3.5],
      adhafera: [10.28, 23.42, 3.4],
      rasalas: [9.88, 26.01, 3.9],
      epsilon: [9.76, 23.77, 3.0],
    },
    lines: [
      ['regulus', 'eta', 'algieba', 'adhafera', 'rasalas', 'epsilon'],
      ['algieba', 'zosma', 'denebola', 'chertan', 'regulus'],
      ['zosma', 'chertan'],
    ],
  },
  {
    name: 'Virgo',
    element: 'earth',
    glyph: [
      'M12 22 C18 22 22 26 22 32 V82',
      'M22 34 C22 26 27 22 33 22 C39 22 44 26 44 34 V82',
      'M44 34 C44 26 49 22 55 22 C61 22 66 26 66 34 V86',
      'M66 50 C72 40 90 42 88 58 C86 72 74 82 56 92',
    ],
    stars: {
      spica: [13.42, -11.16, 1.0],
      porrima: [12.69, -1.45, 2.7],
      vindemiatrix: [13.04, 10.96, 2.8],
      delta: [12.93, 3.4, 3.4],
      zeta: [13.58, -0.6, 3.4],
      zavijava: [11.84, 1.76, 3.6],
      eta: [12.33, -0.67, 3.9],
      theta: [13.17, -5.54, 4.4],
      tau: [14.03, 1.54, 4.3],
      iota: [14.27, -6.0, 4.1],
      mu: [14.72, -5.66, 3.9],
      vir109: [14.77, 1.89, 3.7],
    },
    turn: -35,
    lines: [
      ['zavijava', 'eta', 'porrima', 'delta', 'vindemiatrix'],
      ['porrima', 'theta', 'spica'],
      ['delta', 'zeta', 'tau', 'vir109'],
      ['zeta', 'iota', 'mu'],
    ],
  },
  {
    name: 'Libra',
    element: 'air',
    glyph: [
      'M12 80 H88',
      'M12 64 H34 C26 58 22 50 22 42 C22 27 34 18 50 18 C66 18 78 27 78 42 C78 50 74 58 66 64 H88',
    ],
    stars: {
      zubenelgenubi: [14.85, -16.04, 2.8],
      zubeneschamali: [15.28, -9.38, 2.6],
      sigma: [15.07, -25.28, 3.3],
      gamma: [15.59, -14.79, 3.9],
      upsilon: [15.62, -28.14, 3.6],
      tau: [15.65, -29.78, 3.7],
    },
    turn: 30,
    lines: [
      ['sigma', 'zubenelgenubi', 'zubeneschamali', 'gamma', 'zubenelgenubi'],
      ['gamma', 'upsilon', 'tau'],
    ],
  },
  {
    name: 'Scorpio',
    element: 'water',
    glyph: [
      'M10 22 C16 22 20 26 20 32 V80',
      'M20 34 C20 26 25 22 31 22 C37 22 42 26 42 34 V80',
      'M42 34 C42 26 47 22 53 22 C59 22 64 26 64 34 V74 C64 82 68 86 76 86 H90',
      'M80 76 L90 86 L80 96',
    ],
    stars: {
      antares: [16.49, -26.43, 1.0],
      graffias: [16.09, -19.81, 2.6],
      dschubba: [16.01, -22.62, 2.3],
      pi: [15.98, -26.11, 2.9],
      sigma: [16.35, -25.59, 2.9],
      tau: [16.6, -28.22, 2.8],
      epsilon: [16.84, -34.29, 2.3],
      mu: [16.86, -38.05, 3.0],
      zeta: [16.91, -42.36, 3.6],
      eta: [17.2, -43.24, 3.3],
      sargas: [17.62, -43.0, 1.9],
      iota: [17.79, -40.13, 3.0],
      kappa: [17.71, -39.03, 2.4],
      shaula: [17.56, -37.1, 1.6],
      lesath: [17.51, -37.3, 2.7],
    },
    lines: [
      ['graffias', 'dschubba', 'pi'],
      [
        'dschubba',
        'sigma',
        'antares',
        'tau',
        'epsilon',
        'mu',
        'zeta',
        'eta',
        'sargas',
        'iota',
        'kappa',
        'shaula',
        'lesath',
      ],
    ],
  },
  {
    name: 'Sagittarius',
    element: 'fire',
    glyph: ['M16 84 L84 16', 'M48 16 H84 V52', 'M28 46 L54 72'],
    stars: {
      kausAustralis: [18.4, -34.38, 1.8],
      nunki: [18.92, -26.3, 2.0],
      ascella: [19.04, -29.88, 2.6],
      kausMedia: [18.35, -29.83, 2.7],
      kausBorealis: [18.47, -25.42, 2.8],
      alnasl: [18.1, -30.42, 3.0],
      phi: [18.76, -26.99, 3.2],
      tau: [19.12, -27.67, 3.3],
      eta: [18.29, -36.76, 3.1],
    },
    lines: [
      ['alnasl', 'kausMedia', 'kausAustralis', 'alnasl'],
      ['kausMedia', 'kausBorealis', 'phi', 'kausMedia'],
      ['kausAustralis', 'ascella', 'phi'],
      ['phi', 'nunki', 'tau', 'ascella'],
      ['kausAustralis', 'eta'],
    ],
  },
  {
    name: 'Capricorn',
    element: 'earth',
    glyph: [
      'M10 24 C18 22 24 28 26 36 L36 78 L46 34 C49 22 68 20 68 40 V62 C68 80 88 82 90 66 C92 54 78 50 70 62 C62 76 52 86 38 88',
    ],
    stars: {
      algedi: [20.3, -12.54, 3.6],
      dabih: [20.35, -14.78, 3.1],
      psi: [20.77, -25.27, 4.1],
      omega: [20.86, -26.92, 4.1],
      zeta: [21.44, -22.41, 3.7],
      denebAlgedi: [21.78, -16.13, 2.9],
      nashira: [21.67, -16.66, 3.7],
      theta: [21.1, -17.23, 4.1],
      iota: [21.37, -16.83, 4.3],
    },
    lines: [
      [
        'algedi',
        'dabih',
        'psi',
        'omega',
        'zeta',
        'denebAlgedi',
        'nashira',
        'iota',
        'theta',
        'dabih',
      ],
    ],
  },
  {
    name: 'Aquarius',
    element: 'air',
    glyph: [
      'M10 44 L24 32 L38 44 L52 32 L66 44 L80 32 L90 40',
      'M10 70 L24 58 L38 70 L52 58 L66 70 L80 58 L90 66',
    ],
    stars: {
      sadalsuud: [21.53, -5.57, 2.9],
      sadalmelik: [22.1, -0.32, 3.0],
      skat: [22.91, -15.82, 3.3],
      sadachbia: [22.36, -1.39, 3.8],
      zeta: [22.48, -0.02, 3.7],
      eta: [22.59, -0.12, 4.0],
      pi: [22.42, 1.38, 4.7],
      albali: [20.79, -9.5, 3.8],
      lambda: [22.88, -7.58, 3.7],
      tau: [22.83, -13.59, 4.0],
      phi: [23.24, -6.05, 4.2],
      psi: [23.27, -9.09, 4.2],
      theta: [22.28, -7.78, 4.2],
      iota: [22.11, -13.87, 4.3],
      aqr88: [23.16, -21.17, 3.7],
    },
    lines: [
      ['albali', 'sadalsuud', 'sadalmelik', 'sadachbia', 'zeta', 'eta'],
      ['zeta', 'pi', 'sadalmelik'],
      ['sadalmelik', 'theta', 'lambda', 'phi', 'psi'],
      ['lambda', 'tau', 'skat', 'aqr88'],
      ['sadalsuud', 'iota'],
    ],
  },
  {
    name: 'Pisces',
    element: 'water',
    glyph: ['M22 12 C40 30 42 70 22 88', 'M78 12 C60 30 58 70 78 88', 'M30 50 H70'],
    stars: {
      alrescha: [2.03, 2.76, 3.8],
      eta: [1.52, 15.35, 3.6],
      omicron: [1.76, 9.16, 4.3],
      gamma: [23.29, 3.28, 3.7],
      kappa: [23.45, 1.26, 4.9],
      lambda: [23.7, 1.78, 4.5],
      iota: [23.67, 5.63, 4.1],
      theta: [23.47, 6.38, 4.3],
      psc7: [23.34, 5.38, 5.1],
      omega: [23.99, 6.86, 4.0],
      delta: [0.81, 7.59, 4.4],
      epsilon: [1.05, 7.89, 4.3],
      zeta: [1.23, 7.58, 5.2],
      mu: [1.5, 6.14, 4.8],
      nu: [1.69, 5.49, 4.4],
      xi: [1.89, 3.19, 4.6],
      tau: [1.19, 30.09, 4.5],
      upsilon: [1.33, 27.26, 4.7],
      phi: [1.23, 24.58, 4.6],
      chi: [1.19, 21.03, 4.7],
    },
    lines: [
      ['gamma', 'kappa', 'lambda', 'iota', 'theta', 'psc7', 'gamma'],
      ['iota', 'omega', 'delta', 'epsilon', 'zeta', 'mu', 'nu', 'xi', 'alrescha'],
      ['alrescha', 'omicron', 'eta', 'chi', 'phi', 'upsilon', 'tau', 'chi'],
    ],
  },
];

/**
 * The stars projected onto the image: east to the left as on a sky chart, scaled to fill a
 * `box`-pixel square at the image's centre, turned `turn` degrees clockwise when the figure
 * would otherwise hide behind the glyph. Right ascensions across 0h (Pisces) are unwrapped.
 */
function projectStars({ stars, cluster, turn }, box) {
  const entries = Object.entries(stars);
  const spansZero =
    Math.max(...entries.map(([, [ra]]) => ra)) - Math.min(...entries.map(([, [ra]]) => ra)) > 12;
  const ras = entries.map(([, [ra]]) => (spansZero && ra < 12 ? ra + 24 : ra));
  const decs = entries.map(([, [, dec]]) => dec);
  const ra0 = (Math.max(...ras) + Math.min(...ras)) / 2;
  const dec0 = (Math.max(...decs) + Math.min(...decs)) / 2;
  const cosDec = Math.cos((dec0 * Math.PI) / 180);
  // Degrees from the centre, right ascension shrunk by the cosine of the declination (an
  // equirectangular projection, close enough for a figure some 30° across): x grows westward
  // and y southward, so the image shows the sky as a chart does, north up and east left.
  const flat = entries.map(([id, [, dec, mag]], index) => ({
    id,
    x: (ra0 - (ras[index] ?? 0)) * 15 * cosDec,
    y: dec0 - dec,
    mag,
  }));
  if (turn) {
    const angle = (turn * Math.PI) / 180;
    for (const star of flat) {
      [star.x, star.y] = [
        star.x * Math.cos(angle) - star.y * Math.sin(angle),
        star.x * Math.sin(angle) + star.y * Math.cos(angle),
      ];
    }
  }
  if (cluster) {
    const members = flat.filter((star) => cluster.ids.includes(star.id));
    const cx = members.reduce((sum, star) => sum + star.x, 0) / members.length;
    const cy = members.reduce((sum, star) => sum + star.y, 0) / members.length;
    for (const star of members) {
      star.x = cx + (star.x - cx) * cluster.spread;
      star.y = cy + (star.y - cy) * cluster.spread;
    }
  }
  const xs = flat.map((star) => star.x);
  const ys = flat.map((star) => star.y);
  const scale =
    box / Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const midX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
  return Object.fromEntries(
    flat.map(({ id, x, y, mag }) => [
      id,
      { x: round(SIZE / 2 + (x - midX) * scale), y: round(SIZE / 2 + (y - midY) * scale), mag },
    ]),
  );
}

function round(value) {
  return Math.round(value * 10) / 10;
}

/** A star's dot radius in pixels: brighter (smaller magnitude) is bigger. */
function starRadius(mag) {
  return round(Math.max(2.4, 7.4 - mag * 1.1));
}

/** The glyph's strokes on the 100 × 100 grid, placed at the image's centre. */
function glyphGroup(sign, attributes) {
  const size = SIZE * GLYPH_SHARE;
  const offset = (SIZE - size) / 2;
  const paths = sign.glyph.map((d) => `<path d="${d}"/>`).join('');
  return `<g transform="translate(${offset} ${offset}) scale(${size / 100})" fill="none" stroke-linecap="round" stroke-linejoin="round" ${attributes}>${paths}</g>`;
}

/** Share of the image's side the glyph's 100 × 100 grid takes. */
const GLYPH_SHARE = 0.5;
/** Glyph stroke width on its grid, and the gap kept clear around it in the constellation. */
const GLYPH_STROKE = 7;
const GLYPH_GAP = 3.5;

function signSvg(sign) {
  const [from, middle, to] = ELEMENT_GRADIENTS[sign.element];
  const stars = projectStars(sign, SIZE * 0.8);
  const lines = sign.lines
    .map(
      (ids) => `<polyline points="${ids.map((id) => `${stars[id].x},${stars[id].y}`).join(' ')}"/>`,
    )
    .join('');
  const dots = Object.values(stars)
    .map(({ x, y, mag }) => {
      const r = starRadius(mag);
      const halo =
        mag < 2.5 ? `<circle cx="${x}" cy="${y}" r="${round(r * 2.8)}" fill="url(#halo)"/>` : '';
      return `${halo}<circle cx="${x}" cy="${y}" r="${r}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="0.6" stop-color="${middle}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.4"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0.1"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.75"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="${SIZE / 160}" stdDeviation="${SIZE / 80}" flood-color="${SAFFRON[800]}" flood-opacity="0.45"/>
    </filter>
    <mask id="clear-of-glyph" maskUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}">
      <rect width="${SIZE}" height="${SIZE}" fill="#fff"/>
      ${glyphGroup(sign, `stroke="#000" stroke-width="${GLYPH_STROKE + 2 * GLYPH_GAP}"`)}
    </mask>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#sky)"/>
  <circle cx="${SIZE / 2}" cy="${SIZE / 2}" r="${SIZE * 0.42}" fill="url(#glow)"/>
  <g mask="url(#clear-of-glyph)">
    <g fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${SIZE / 200}" stroke-linecap="round" stroke-linejoin="round">${lines}</g>
    <g fill="#fff">${dots}</g>
  </g>
  ${glyphGroup(sign, `stroke="#fff" stroke-width="${GLYPH_STROKE}" filter="url(#shadow)"`)}
</svg>`;
}

async function main() {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: SIZE, height: SIZE },
      deviceScaleFactor: 1,
    });
    for (const sign of SIGNS) {
      await page.setContent(
        `<!doctype html><html><body style="margin:0">${signSvg(sign)}</body></html>`,
      );
      let jpeg;
      let quality;
      for (quality of QUALITIES) {
        jpeg = await page.screenshot({ type: 'jpeg', quality });
        if (jpeg.length <= MAX_BYTES) break;
      }
      if (jpeg.length > MAX_BYTES) {
        throw new Error(
          `${sign.name}: ${jpeg.length} bytes at quality ${quality}, over ${MAX_BYTES}`,
        );
      }
      writeFileSync(`${OUTPUT_DIR}${sign.name}.jpg`, jpeg);
      console.log(`${sign.name}.jpg  ${SIZE}×${SIZE}  quality ${quality}  ${jpeg.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
