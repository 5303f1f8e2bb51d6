import { type Dignity, type PlanetId, SIGN_LORDS } from './ids.js';

type Graha = Exclude<PlanetId, 'rahu' | 'ketu'>;

/** Each planet's sign of exaltation; its fall is the opposite sign. */
export const EXALTATION_SIGN: Readonly<Record<PlanetId, number>> = {
  sun: 1,
  moon: 2,
  mars: 10,
  mercury: 6,
  jupiter: 4,
  venus: 12,
  saturn: 7,
  rahu: 2,
  ketu: 8,
};

/** Moolatrikona sign and its degree range within the sign (BPHS). */
const MOOLATRIKONA: Record<Graha, { sign: number; from: number; to: number }> = {
  sun: { sign: 5, from: 0, to: 20 },
  moon: { sign: 2, from: 3, to: 30 },
  mars: { sign: 1, from: 0, to: 12 },
  mercury: { sign: 6, from: 15, to: 20 },
  jupiter: { sign: 9, from: 0, to: 10 },
  venus: { sign: 7, from: 0, to: 15 },
  saturn: { sign: 11, from: 0, to: 20 },
};

const NODE_OWN_SIGN: Record<'rahu' | 'ketu', number> = { rahu: 11, ketu: 8 };

/** Natural friends and enemies (BPHS ch. 3); everyone else is neutral. */
const NATURAL_RELATIONS: Record<Graha, { friends: readonly Graha[]; enemies: readonly Graha[] }> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};

/**
 * A planet's dignity in a sign (Brihat Parashara Hora Shastra, ch. 3): exalted or debilitated
 * in its exaltation sign and the opposite one, moolatrikona or own sign, else by natural
 * (naisargika) friendship with the sign's lord. Rahu and Ketu follow the common modern
 * reading: exalted in Taurus and Scorpio, debilitated in Scorpio and Taurus, own Aquarius and
 * Scorpio; for the rest they are `neutral`.
 *
 * `sign` is 1–12 and `degreeInSign` in [0, 30).
 */
export function dignityOf(planet: PlanetId, sign: number, degreeInSign: number): Dignity {
  const exaltation = EXALTATION_SIGN[planet];
  if (sign === exaltation) {
    // The Moon (Taurus) and Mercury (Virgo) share the sign: exalted only to 3° and 15°.
    const shared = planet === 'moon' || planet === 'mercury' ? MOOLATRIKONA[planet] : undefined;
    if (!shared || degreeInSign < shared.from) return 'exalted';
    return degreeInSign < shared.to ? 'moolatrikona' : 'own';
  }
  if (sign === ((exaltation + 5) % 12) + 1) return 'debilitated';
  if (planet === 'rahu' || planet === 'ketu') {
    return sign === NODE_OWN_SIGN[planet] ? 'own' : 'neutral';
  }
  const moolatrikona = MOOLATRIKONA[planet];
  if (
    sign === moolatrikona.sign &&
    degreeInSign >= moolatrikona.from &&
    degreeInSign < moolatrikona.to
  ) {
    return 'moolatrikona';
  }
  const lord = SIGN_LORDS[sign - 1];
  if (lord === planet) return 'own';
  if (lord === undefined) return 'neutral';
  const relations = NATURAL_RELATIONS[planet];
  if (relations.friends.includes(lord)) return 'friend';
  if (relations.enemies.includes(lord)) return 'enemy';
  return 'neutral';
}
