import type { PlanetIdentifier } from '@jyotish/contract';

/** The classical lord of each sign, Aries first (Parashara; the nodes rule none). */
const SIGN_LORDS: readonly PlanetIdentifier[] = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
];

/** The lord of a sign, 1 = Aries … 12 = Pisces. */
export function signLord(sign: number): PlanetIdentifier {
  const lord = SIGN_LORDS[(((sign - 1) % 12) + 12) % 12];
  if (!lord) throw new RangeError(`no sign ${sign}`);
  return lord;
}
