/**
 * Indian names in Devanagari, Tamil or Telugu written in Latin letters, as names are spelled
 * in English in India (not a scholarly transliteration): the three scripts share Unicode's
 * Brahmi layout, so one table by offset within the block serves all three. A consonant carries
 * "a" unless a vowel sign or the virama follows; long vowels are written single (ā → a, as in
 * "Ram", "Sita"); in Devanagari a word's final inherent "a" is dropped (राम → Ram), in Tamil and
 * Telugu it is spoken and kept (రామ → Rama). Anusvara is "n", visarga "h". Other characters
 * pass through.
 */
const BLOCKS = [
  { start: 0x0900, dropFinalA: true },
  { start: 0x0b80, dropFinalA: false },
  { start: 0x0c00, dropFinalA: false },
] as const;

const VOWELS: Readonly<Record<number, string>> = {
  5: 'a',
  6: 'a',
  7: 'i',
  8: 'i',
  9: 'u',
  10: 'u',
  11: 'ri',
  14: 'e',
  15: 'e',
  16: 'ai',
  18: 'o',
  19: 'o',
  20: 'au',
};
const SIGNS: Readonly<Record<number, string>> = {
  62: 'a',
  63: 'i',
  64: 'i',
  65: 'u',
  66: 'u',
  67: 'ri',
  70: 'e',
  71: 'e',
  72: 'ai',
  74: 'o',
  75: 'o',
  76: 'au',
};
const CONSONANTS: Readonly<Record<number, string>> = {
  21: 'k',
  22: 'kh',
  23: 'g',
  24: 'gh',
  25: 'n',
  26: 'ch',
  27: 'chh',
  28: 'j',
  29: 'jh',
  30: 'n',
  31: 't',
  32: 'th',
  33: 'd',
  34: 'dh',
  35: 'n',
  36: 't',
  37: 'th',
  38: 'd',
  39: 'dh',
  40: 'n',
  41: 'n',
  42: 'p',
  43: 'ph',
  44: 'b',
  45: 'bh',
  46: 'm',
  47: 'y',
  48: 'r',
  49: 'r',
  50: 'l',
  51: 'l',
  52: 'zh',
  53: 'v',
  54: 'sh',
  55: 'sh',
  56: 's',
  57: 'h',
  // Devanagari's nukta letters.
  88: 'q',
  89: 'kh',
  90: 'g',
  91: 'z',
  92: 'r',
  93: 'rh',
  94: 'f',
  95: 'y',
};
const VIRAMA = 0x4d;
const NUKTA = 0x3c;
const MARKS: Readonly<Record<number, string>> = { 1: 'n', 2: 'n', 3: 'h' };

const TAMIL_BLOCK = 0x0b80;
/** Tamil's stops are voiced between vowels and after nasals (முருகன் → Murugan), and one letter
 * stands for ch and s (சரவணன் → Saravanan). */
const TAMIL_SOFT: Readonly<Record<number, string>> = { 21: 'g', 31: 'd', 36: 'th', 26: 's' };

function tamilSound(offset: number, previous: string): string {
  const plain = CONSONANTS[offset] ?? '';
  const soft = TAMIL_SOFT[offset];
  if (!soft) return plain;
  if (offset === 0x1a) return previous.endsWith('ch') ? 'ch' : previous.endsWith('n') ? 'j' : 's';
  // After a vowel or a nasal the stop softens; at a word's start or doubled it stays.
  return /[aeiou]$/i.test(previous) || (/n$/i.test(previous) && offset !== 0x24) ? soft : plain;
}

function blockOf(code: number) {
  return BLOCKS.find((block) => code >= block.start && code < block.start + 0x80);
}

/** Whether a text holds letters of one of the three scripts. */
export function hasIndicLetters(text: string): boolean {
  for (const char of text) if (blockOf(char.codePointAt(0) ?? 0)) return true;
  return false;
}

/** `text` with its Devanagari, Tamil and Telugu words in Latin letters, each word capitalised. */
export function transliterateName(text: string): string {
  const out: string[] = [];
  const chars = [...text];
  let pendingA: { dropFinal: boolean } | null = null;
  const flush = (atWordEnd: boolean) => {
    if (pendingA && !(atWordEnd && pendingA.dropFinal)) out.push('a');
    pendingA = null;
  };
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] ?? '';
    const code = char.codePointAt(0) ?? 0;
    const block = blockOf(code);
    if (!block) {
      flush(true);
      out.push(char);
      continue;
    }
    const offset = code - block.start;
    if (offset in CONSONANTS) {
      flush(false);
      const previous = out.at(-1) ?? '';
      const latin =
        block.start === TAMIL_BLOCK ? tamilSound(offset, previous) : (CONSONANTS[offset] ?? '');
      out.push(latin);
      // A conjunct keeps its final "a" (नरेन्द्र → Narendra, not Narendr).
      const inCluster = chars[i - 1]?.codePointAt(0) === block.start + VIRAMA;
      pendingA = { dropFinal: block.dropFinalA && !inCluster };
    } else if (offset in SIGNS) {
      pendingA = null;
      out.push(SIGNS[offset] ?? '');
    } else if (offset === VIRAMA) {
      pendingA = null;
    } else if (offset === NUKTA) {
      // Part of the consonant before it.
    } else if (offset in VOWELS) {
      flush(false);
      out.push(VOWELS[offset] ?? '');
    } else if (offset in MARKS) {
      flush(false);
      out.push(MARKS[offset] ?? '');
    }
  }
  flush(true);
  return out.join('').replace(/\p{L}+/gu, (word) => word.charAt(0).toUpperCase() + word.slice(1));
}
