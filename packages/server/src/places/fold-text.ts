// Letters that Unicode does not decompose into a base letter and a mark.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;
const UNFOLDED_LETTERS = /[ßæœøłđðþıħ]/g;
// Separators inside place names and queries: spaces, hyphens, apostrophes, dots, commas,
// brackets, slashes. Indic vowel signs and viramas are letters here, so they stay.
const SEPARATORS = /[\s\-‐‑–—'’‘`´.,;:()[\]/\\"“”!?&*+_|~#]+/gu;

/**
 * Folds text for matching: lower case, Latin diacritics removed (`Allahābād` → `allahabad`,
 * `Ōsaka` → `osaka`), separators collapsed to one space, trimmed. Non-Latin scripts keep
 * their letters, composed (NFC), so a Devanagari query matches a Devanagari name whatever
 * form the keyboard produced.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_COMBINING_MARKS, '')
    .toLowerCase()
    .replace(UNFOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(SEPARATORS, ' ')
    .trim()
    .normalize('NFC');
}
