// `node scripts/subset-fonts.js [source-dir]`: cuts the web's Indic fonts out of Noto Sans.
//
// Reads NotoSans{Devanagari,Tamil,Telugu}-{Regular,Bold}.ttf from `source-dir` (default: where
// Debian's `fonts-noto-core` installs them) and writes, each font with a hash of its content in
// its name so that the server can let browsers keep it for a year:
//   packages/web/public/fonts/noto-sans-<script>-<weight>.<hash>.woff2
//     the script's Unicode block plus what Indic text needs around it (danda, ZWNJ/ZWJ, the
//     dotted circle, the rupee sign), with every layout feature (GSUB/GPOS) and every glyph
//     they reach, so any conjunct shapes as in the full font;
//   packages/web/public/fonts/noto-sans-<script>-names-<weight>.<hash>.woff2
//     only the glyphs of the words that pages of every language show in this script: the
//     language switcher's names, the header's rotating banner and the footer;
//   packages/web/public/fonts/preload.json   the faces the server preloads per page language;
//   packages/web/src/fonts.css               the @font-face rules and each language's stack.
// The fonts of an earlier run that this run does not write are removed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_SOURCE_DIR = '/usr/share/fonts/truetype/noto';
const FONTS_DIR = path.join(ROOT, 'packages/web/public/fonts');
const CSS_FILE = path.join(ROOT, 'packages/web/src/fonts.css');
const PRELOAD_FILE = path.join(FONTS_DIR, 'preload.json');
/** Where the web serves `public/fonts/`. */
const FONTS_URL = '/fonts';
const WEIGHTS = [
  { weight: 400, style: 'Regular' },
  { weight: 700, style: 'Bold' },
];
const LANGUAGES = ['en', 'hi', 'ta', 'te'];

/** Joiners, the rupee sign, the dotted circle a lone vowel sign is shown on. */
const AROUND_INDIC = [
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
];
const DANDAS = [[0x0964, 0x0965]];

/**
 * Each script with the page language written in it, its Unicode block and what its face
 * covers. Devanagari keeps the Vedic Extensions (svara marks, about 2.5 KB a weight) but not
 * Devanagari Extended, which no text of the site uses.
 */
const SCRIPTS = [
  {
    key: 'devanagari',
    language: 'hi',
    family: 'Noto Sans Devanagari Web',
    file: 'NotoSansDevanagari',
    block: [0x0900, 0x097f],
    ranges: [[0x0900, 0x097f], [0x1cd0, 0x1cff], ...AROUND_INDIC],
  },
  {
    key: 'tamil',
    language: 'ta',
    family: 'Noto Sans Tamil Web',
    file: 'NotoSansTamil',
    block: [0x0b80, 0x0bff],
    ranges: [[0x0b80, 0x0bff], ...DANDAS, ...AROUND_INDIC],
  },
  {
    key: 'telugu',
    language: 'te',
    family: 'Noto Sans Telugu Web',
    file: 'NotoSansTelugu',
    block: [0x0c00, 0x0c7f],
    ranges: [[0x0c00, 0x0c7f], ...DANDAS, ...AROUND_INDIC],
  },
];

/** The family of the small faces holding the other scripts' words, on every page. */
const NAMES_FAMILY = 'Noto Sans Language Names';

/** Shown on every page whatever its language: the switcher's names, the header's banner. */
const SHOWN_EVERYWHERE = [
  'packages/contract/src/i18n/languages.ts',
  'packages/web/src/components/layout/banner-rotation.ts',
];
/** The header's and footer's texts, per language; their words in another script count too. */
const layoutTexts = (language) => `packages/web/src/locales/${language}/layout.ts`;

const INDIC_WORD = /[\u0900-\u0c7f\u1cd0-\u1cff\u200c\u200d]+/gu;

function scriptOf(char) {
  const codePoint = char.codePointAt(0);
  return SCRIPTS.find(({ block: [first, last] }) => codePoint >= first && codePoint <= last);
}

/**
 * The words that pages show in a script other than their own, per script key: every Indic
 * word of `SHOWN_EVERYWHERE`, and in each language's header and footer the other scripts'.
 */
async function crossScriptWords() {
  const words = new Map(SCRIPTS.map(({ key }) => [key, new Set()]));
  const collect = (text, ownScript) => {
    for (const [word] of text.matchAll(INDIC_WORD)) {
      const script = [...word].map(scriptOf).find(Boolean);
      if (script && script.key !== ownScript) words.get(script.key).add(word);
    }
  };
  for (const file of SHOWN_EVERYWHERE) collect(await readFile(path.join(ROOT, file), 'utf8'));
  for (const language of LANGUAGES) {
    const own = SCRIPTS.find((script) => script.language === language)?.key;
    collect(await readFile(path.join(ROOT, layoutTexts(language)), 'utf8'), own);
  }
  return new Map([...words].map(([key, set]) => [key, [...set].sort()]));
}

function textOfRanges(ranges) {
  let text = '';
  for (const [first, last] of ranges) {
    for (let codePoint = first; codePoint <= last; codePoint++) {
      text += String.fromCodePoint(codePoint);
    }
  }
  return text;
}

// HarfBuzz, as subset-font bundles it: its shaper for the names faces, and its subsetter,
// which subset-font drives with characters only, for a subset by glyphs.
const requireFromSubsetFont = createRequire(createRequire(import.meta.url).resolve('subset-font'));
const hb = await import(pathToFileURL(requireFromSubsetFont.resolve('harfbuzzjs')).href);
const hbSubset = await loadHarfBuzzSubset();

async function loadHarfBuzzSubset() {
  const wasm = readFileSync(requireFromSubsetFont.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const { instance } = await WebAssembly.instantiate(wasm);
  instance.exports._initialize();
  return instance.exports;
}

/** The code points a font maps to a glyph. */
function codePointsOf(sfnt) {
  return [...new hb.Face(new hb.Blob(sfnt)).collectUnicodes()].sort((a, b) => a - b);
}

/**
 * How `word` comes out of the shaper in `sfnt` with each page language, as glyph outlines and
 * positions (so that two fonts numbering their glyphs differently compare), and every glyph
 * that appeared on the way (a half form later joined into a conjunct, for instance).
 */
function shapeWord(font, word, language) {
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  buffer.setLanguage(language);
  const glyphsOnTheWay = new Set();
  for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
    if (step.glyphs) for (const glyph of step.t) glyphsOnTheWay.add(glyph.g);
  }
  const shaped = buffer
    .getGlyphInfosAndPositions()
    .map((glyph) => [
      font.glyphToPath(glyph.codepoint),
      glyph.x_advance,
      glyph.x_offset,
      glyph.y_offset,
    ]);
  return { shaped: JSON.stringify(shaped), glyphsOnTheWay };
}

/**
 * A font with only the glyphs `words` are shaped with in every page language, and the layout
 * rules among them. Subsetting by characters would keep every conjunct those letters can form
 * (about 210 glyphs and 10 KB for the Devanagari words, where they need 28 glyphs and 3 KB);
 * these faces are on every page. The subset must shape each word exactly as the full font.
 */
function subsetToWords(source, words) {
  const full = new hb.Font(new hb.Face(new hb.Blob(source)));
  const glyphs = new Set([0]);
  for (const word of words) {
    for (const language of LANGUAGES) {
      for (const glyph of shapeWord(full, word, language).glyphsOnTheWay) glyphs.add(glyph);
    }
  }
  const sfnt = subsetByGlyphs(source, [...new Set(words.join(''))], glyphs);
  const subset = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  for (const word of words) {
    for (const language of LANGUAGES) {
      if (shapeWord(subset, word, language).shaped !== shapeWord(full, word, language).shaped) {
        throw new Error(`The names subset shapes "${word}" (${language}) unlike the full font`);
      }
    }
  }
  return sfnt;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/** HarfBuzz's subsetter: `chars` and `glyphs`, every layout feature, no hinting, no closure. */
function subsetByGlyphs(source, chars, glyphs) {
  const input = hbSubset.hb_subset_input_create_or_fail();
  const fontData = hbSubset.malloc(source.byteLength);
  new Uint8Array(hbSubset.memory.buffer).set(source, fontData);
  const blob = hbSubset.hb_blob_create(fontData, source.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hbSubset.hb_face_create(blob, 0);
  hbSubset.hb_blob_destroy(blob);
  const features = hbSubset.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hbSubset.hb_set_clear(features);
  hbSubset.hb_set_invert(features);
  hbSubset.hb_subset_input_set_flags(
    input,
    hbSubset.hb_subset_input_get_flags(input) |
      HB_SUBSET_FLAGS_NO_HINTING |
      HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
  );
  const unicodes = hbSubset.hb_subset_input_unicode_set(input);
  for (const char of chars) hbSubset.hb_set_add(unicodes, char.codePointAt(0));
  const glyphSet = hbSubset.hb_subset_input_glyph_set(input);
  for (const glyph of glyphs) hbSubset.hb_set_add(glyphSet, glyph);
  const result = hbSubset.hb_subset_or_fail(face, input);
  if (result === 0) throw new Error('HarfBuzz could not subset the font');
  const resultBlob = hbSubset.hb_face_reference_blob(result);
  const data = hbSubset.hb_blob_get_data(resultBlob, 0);
  const length = hbSubset.hb_blob_get_length(resultBlob);
  const sfnt = Buffer.from(new Uint8Array(hbSubset.memory.buffer).slice(data, data + length));
  hbSubset.hb_blob_destroy(resultBlob);
  hbSubset.hb_face_destroy(result);
  hbSubset.hb_face_destroy(face);
  hbSubset.hb_subset_input_destroy(input);
  hbSubset.free(fontData);
  return sfnt;
}

/**
 * A face as WOFF2 under a content-hashed name, with the code points it maps. Hinting is
 * dropped: it is a third of the size, and phones and Macs do not use it.
 */
async function faceFile(sfnt, name) {
  // Every glyph kept: this pass only re-encodes the subset.
  const woff2 = await subsetFont(sfnt, undefined, { keepAllGlyphs: true, targetFormat: 'woff2' });
  const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 10);
  return { file: `${name}.${hash}.woff2`, woff2, codePoints: codePointsOf(sfnt) };
}

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** `U+0900-097F, U+200C-200D, …` for a sorted list of code points. */
function unicodeRange(codePoints) {
  const parts = [];
  for (let i = 0; i < codePoints.length; ) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j++;
    const [first, last] = [codePoints[i], codePoints[j]];
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

function fontFaceRule(family, weight, face) {
  return [
    '@font-face {',
    `  font-family: "${family}";`,
    '  font-style: normal;',
    `  font-weight: ${weight};`,
    '  font-display: swap;',
    `  src: url("${FONTS_URL}/${face.file}") format("woff2");`,
    `  unicode-range: ${unicodeRange(face.codePoints)};`,
    '}',
  ].join('\n');
}

const CSS_HEADER = `/*
 * Generated by \`node scripts/subset-fonts.js\` from Noto Sans (SIL OFL 1.1, public/fonts/OFL.txt);
 * do not edit. A page downloads only the faces its text uses: a face's unicode-range keeps it
 * out of pages without its letters. The page's own script (from <html lang>) comes from the full
 * face; the few words in the other scripts (the names in the language switcher, the header's
 * banner) come from the small faces of "${NAMES_FAMILY}".
 * index.css puts --font-script first in the font stacks; no face here holds a Latin letter, so
 * Latin text keeps the system font.
 */`;

function languageStacks() {
  return [
    `:root {\n  --font-script: "${NAMES_FAMILY}";\n}`,
    ...SCRIPTS.map(
      ({ language, family }) =>
        `html:lang(${language}) {\n  --font-script: "${family}", "${NAMES_FAMILY}";\n}`,
    ),
  ];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(sourceDir) {
  const words = await crossScriptWords();
  const faces = [];
  const rules = [];
  const preload = {};
  for (const script of SCRIPTS) {
    for (const { weight, style } of WEIGHTS) {
      const source = await readFile(path.join(sourceDir, `${script.file}-${style}.ttf`));
      const text = textOfRanges(script.ranges);
      const full = await subsetFont(source, text, { targetFormat: 'sfnt', noHinting: true });
      const main = await faceFile(full, `noto-sans-${script.key}-${weight}`);
      const names = await faceFile(
        subsetToWords(source, words.get(script.key)),
        `noto-sans-${script.key}-names-${weight}`,
      );
      faces.push(main, names);
      rules.push(fontFaceRule(script.family, weight, main));
      rules.push(fontFaceRule(NAMES_FAMILY, weight, names));
      // Regular and bold both: the first screen of every page has both (text, headings,
      // buttons), and a bold face found only at the first render reflowed the headings.
      preload[script.language] = [...(preload[script.language] ?? []), `${FONTS_URL}/${main.file}`];
    }
  }

  await mkdir(FONTS_DIR, { recursive: true });
  const written = new Set(faces.map((face) => face.file));
  for (const file of await readdir(FONTS_DIR)) {
    if (file.endsWith('.woff2') && !written.has(file)) await rm(path.join(FONTS_DIR, file));
  }
  for (const face of faces) {
    await writeFile(path.join(FONTS_DIR, face.file), face.woff2);
    console.log(`${kb(face.woff2.length).padStart(8)}  packages/web/public/fonts/${face.file}`);
  }
  await writeFile(PRELOAD_FILE, `${JSON.stringify(preload, null, 2)}\n`);
  await writeFile(CSS_FILE, `${[CSS_HEADER, ...rules, ...languageStacks()].join('\n\n')}\n`);
  // Laid out as `npm run lint` wants them, so that a fresh run leaves no diff to format.
  const biome = spawnSync(
    path.join(ROOT, 'node_modules/.bin/biome'),
    ['format', '--write', CSS_FILE, PRELOAD_FILE],
    { stdio: 'inherit' },
  );
  if (biome.status !== 0) throw new Error('biome format failed on the generated files');
  for (const [key, list] of words) console.log(`names (${key}): ${list.join(' ')}`);
  console.log(`wrote ${path.relative(ROOT, PRELOAD_FILE)} and ${path.relative(ROOT, CSS_FILE)}`);
}

await main(path.resolve(process.argv[2] ?? DEFAULT_SOURCE_DIR));
