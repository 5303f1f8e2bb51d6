/**
 * Which namakshar (pada syllable) a name begins with, read from its Devanagari spelling: the
 * first consonant (or initial vowel) and the first vowel after it or its cluster, long and
 * short vowels counted alike (कवि and काव्या both begin with "Ka"), ai with e and au with o,
 * as naming guides group them. A syllable table written with a rare retroflex (ट ठ ड ढ ण),
 * ष or a nasal no name begins with (ङ ञ) takes, as most guides do, the names of the nearest
 * common sound: ट = त, ठ = थ, ड = द, ढ = ध, ण ङ ञ = न, ष = श.
 */

const NEAREST: Readonly<Record<string, string>> = {
  ट: 'त',
  ठ: 'थ',
  ड: 'द',
  ढ: 'ध',
  ण: 'न',
  ङ: 'न',
  ञ: 'न',
  ष: 'श',
};

const INITIAL_VOWELS: Readonly<Record<string, string>> = {
  अ: 'A',
  आ: 'A',
  इ: 'I',
  ई: 'I',
  उ: 'U',
  ऊ: 'U',
  ए: 'E',
  ऐ: 'E',
  ओ: 'O',
  औ: 'O',
};

const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  // ृ is ri in Hindi and ru in Marathi: a name such as वृंदा is given for Vi and for Vu.
  'ृ': 'i',
  'े': 'e',
  'ै': 'e',
  'ो': 'o',
  'ौ': 'o',
};

const VIRAMA = '्';
const NUKTA = '़';
const isConsonant = (char: string) => char >= 'क' && char <= 'ह';

/** The class of a name or syllable: `A`…`O` for an initial vowel, else `<consonant>/<vowel>`. */
export function syllableClass(devanagari: string): string | null {
  const letters = [...devanagari.normalize('NFC').replaceAll(NUKTA, '').trim()];
  const first = letters[0];
  if (!first) return null;
  const vowel = INITIAL_VOWELS[first];
  if (vowel) return vowel;
  // ऋ begins a name as र with i does (ऋषि is read Rishi).
  if (first === 'ऋ') return 'र/i';
  const decomposed = first.normalize('NFD')[0] ?? first;
  if (!isConsonant(decomposed)) return null;
  let i = 1;
  while (letters[i] === VIRAMA && isConsonant(letters[i + 1] ?? '')) i += 2;
  return `${NEAREST[decomposed] ?? decomposed}/${VOWEL_SIGNS[letters[i] ?? ''] ?? 'a'}`;
}

/** Every syllable a name can be given for: one, or two when its first vowel is ृ (ri / ru). */
export function nameSounds(devanagari: string): string[] {
  const sound = syllableClass(devanagari);
  if (sound === null) return [];
  const letters = [...devanagari.normalize('NFC').replaceAll(NUKTA, '')];
  const vowel = letters.find((char, i) => i > 0 && (VOWEL_SIGNS[char] || char === 'ृ'));
  return vowel === 'ृ' && sound.endsWith('/i') ? [sound, `${sound.slice(0, -2)}/u`] : [sound];
}
