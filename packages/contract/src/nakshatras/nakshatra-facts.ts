import { type PlanetId, VIMSHOTTARI_ORDER } from '@jyotish/engine/ids';
import { NAKSHATRA_NAMES } from '../names/zodiac.js';

/** A nakshatra's address slug from its English name: `purva-phalguni`. */
export const nakshatraSlug = (name: string) => name.trim().toLowerCase().replaceAll(' ', '-');

/** The 27 slugs of `/nakshatras/{slug}`, Ashwini first. */
export const NAKSHATRA_SLUGS: readonly string[] = NAKSHATRA_NAMES.en.map(nakshatraSlug);

/** A slug's nakshatra, 1 = Ashwini … 27 = Revati; null for none. */
export function nakshatraOfSlug(slug: string): number | null {
  const index = NAKSHATRA_SLUGS.indexOf(nakshatraSlug(slug));
  return index < 0 ? null : index + 1;
}

/**
 * The seven natures of the nakshatras by which muhurta chooses them (Muhurta Chintamani,
 * nakshatra prakarana): fixed, movable, fierce, mixed, swift, soft and sharp.
 */
export const NAKSHATRA_NATURES = [
  'dhruva',
  'chara',
  'ugra',
  'mishra',
  'kshipra',
  'mridu',
  'tikshna',
] as const;
export type NakshatraNature = (typeof NAKSHATRA_NATURES)[number];

/** Each nakshatra's nature, Ashwini first. */
export const NATURE_OF_NAKSHATRA: readonly NakshatraNature[] = [
  'kshipra', // Ashwini
  'ugra', // Bharani
  'mishra', // Krittika
  'dhruva', // Rohini
  'mridu', // Mrigashira
  'tikshna', // Ardra
  'chara', // Punarvasu
  'kshipra', // Pushya
  'tikshna', // Ashlesha
  'ugra', // Magha
  'ugra', // Purva Phalguni
  'dhruva', // Uttara Phalguni
  'kshipra', // Hasta
  'mridu', // Chitra
  'chara', // Swati
  'mishra', // Vishakha
  'mridu', // Anuradha
  'tikshna', // Jyeshtha
  'tikshna', // Mula
  'ugra', // Purva Ashadha
  'dhruva', // Uttara Ashadha
  'chara', // Shravana
  'chara', // Dhanishta
  'chara', // Shatabhisha
  'ugra', // Purva Bhadrapada
  'dhruva', // Uttara Bhadrapada
  'mridu', // Revati
];

/** A nakshatra's lord, which starts the Vimshottari dasha of a birth in it. */
export const nakshatraLord = (nakshatra: number): PlanetId =>
  VIMSHOTTARI_ORDER[(nakshatra - 1) % 9] ?? 'ketu';
