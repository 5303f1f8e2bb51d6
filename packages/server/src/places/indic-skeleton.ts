/**
 * A consonant skeleton that Indian place names share across Latin, Devanagari, Tamil and
 * Telugu spellings, so a name typed in a native script finds a place GeoNames knows only in
 * Latin letters: `वाराणसी`, `Varanasi` → `RNS`; `கோயம்புத்தூர்`, `Coimbatore` → `KNPTR`.
 *
 * Vowels, y, v, w and h are dropped (spellings disagree on them, and on schwa deletion);
 * consonants collapse to the classes Tamil script itself distinguishes (no voicing, no
 * aspiration, no dental/retroflex split; all nasals alike); repeats collapse. It is lossy on
 * purpose: the ranking by population picks among places sharing a skeleton.
 */

// ड़ and ढ़, read as R or T (see skeletonsOfIndic).
const FLAP = 'D';
const MAX_FLAP_READINGS = 3;

// By offset within a Brahmic Unicode block: Devanagari (U+0900), Tamil (U+0B80) and Telugu
// (U+0C00) put the same letter at the same offset. '' drops the letter.
const BRAHMIC_CLASSES: Readonly<Record<number, string>> = {
  1: 'N', // candrabindu: राँची, Ranchi
  2: 'N', // anusvara
  11: 'R', // vocalic r (ऋ)
  21: 'K',
  22: 'K',
  23: 'K',
  24: 'K',
  25: 'N',
  26: 'S',
  27: 'S',
  28: 'S',
  29: 'S',
  30: 'N',
  31: 'T',
  32: 'T',
  33: 'T',
  34: 'T',
  35: 'N',
  36: 'T',
  37: 'T',
  38: 'T',
  39: 'T',
  40: 'N',
  41: 'N',
  42: 'P',
  43: 'P',
  44: 'P',
  45: 'P',
  46: 'N',
  48: 'R',
  49: 'R',
  50: 'L',
  51: 'L',
  52: 'L',
  54: 'S',
  55: 'S',
  56: 'S',
  67: 'R', // vocalic r vowel sign (ृ): अमृतसर, Amritsar
  88: 'K',
  89: 'K',
  90: 'K',
  91: 'S',
  92: FLAP,
  93: FLAP,
  94: 'P',
};
const BRAHMIC_BLOCKS = [0x0900, 0x0b80, 0x0c00];
const NUKTA_OFFSET = 0x3c;

/** True when the text holds a letter of one of the three Indic scripts we match. */
export function hasIndicLetters(text: string): boolean {
  return /[\u0900-\u097f\u0b80-\u0bff\u0c00-\u0c7f]/.test(text);
}

/**
 * The skeletons of text in Devanagari, Tamil or Telugu script; other characters are ignored.
 * Usually one; ड़ and ढ़ are written r in some Latin names (गुड़गांव, Gurgaon) and d in others
 * (विजयवाड़ा, Vijayawada), so each gives both readings.
 */
export function skeletonsOfIndic(text: string): string[] {
  let classes = '';
  let previousOffset = -1;
  for (const character of text.normalize('NFD')) {
    const code = character.codePointAt(0) ?? 0;
    const block = BRAHMIC_BLOCKS.find((start) => code >= start && code < start + 0x80);
    if (block === undefined) {
      previousOffset = -1;
      continue;
    }
    const offset = code - block;
    // ड + nukta (ड़), ढ + nukta (ढ़) sound as r; other nuktas keep the base letter's class.
    if (offset === NUKTA_OFFSET && (previousOffset === 0x21 || previousOffset === 0x22)) {
      classes = `${classes.slice(0, -1)}${FLAP}`;
    } else {
      classes += BRAHMIC_CLASSES[offset] ?? '';
    }
    previousOffset = offset;
  }
  let readings = [''];
  let flaps = 0;
  for (const letter of collapseRepeats(classes)) {
    // Both readings for the first few only: a query of 50 flaps must not ask for 2⁵⁰.
    const options = letter !== FLAP ? [letter] : flaps++ < MAX_FLAP_READINGS ? ['R', 'T'] : ['R'];
    readings = readings.flatMap((reading) => options.map((option) => reading + option));
  }
  return [...new Set(readings.map(collapseRepeats))];
}

// Longest spellings first, so `chh` is read before `ch` and `c`.
const LATIN_CLASSES: readonly [string, string][] = [
  ['chh', 'S'],
  ['ch', 'S'],
  ['sh', 'S'],
  ['zh', 'L'],
  ['ce', 'SE'],
  ['ci', 'SI'],
  ['cy', 'S'],
  ['x', 'KS'],
  ['c', 'K'],
  ['k', 'K'],
  ['g', 'K'],
  ['q', 'K'],
  ['s', 'S'],
  ['j', 'S'],
  ['z', 'S'],
  ['t', 'T'],
  ['d', 'T'],
  ['n', 'N'],
  ['m', 'N'],
  ['p', 'P'],
  ['b', 'P'],
  ['f', 'P'],
  ['r', 'R'],
  ['l', 'L'],
];

/** The skeleton of a folded Latin name (lower case ASCII, see `foldText`). */
export function skeletonOfLatin(folded: string): string {
  let classes = '';
  let index = 0;
  while (index < folded.length) {
    const rule = LATIN_CLASSES.find(([spelling]) => folded.startsWith(spelling, index));
    if (rule) {
      // `ce`, `ci` give S and leave the vowel, which is then dropped below.
      classes += rule[1].replace(/[EI]/, '');
      index += rule[0].length;
    } else {
      index += 1;
    }
  }
  return collapseRepeats(classes);
}

function collapseRepeats(classes: string): string {
  let result = '';
  for (const letter of classes) if (letter !== result.at(-1)) result += letter;
  return result;
}
