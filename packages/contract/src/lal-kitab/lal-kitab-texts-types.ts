import type { PlanetId, RinId } from '@jyotish/engine/ids';

/** One debt (rin) of the Lal Kitab in one language. */
export interface RinText {
  readonly name: string;
  /** What the book says brings it and how it shows. */
  readonly meaning: string;
  /** The book's remedy, done by the whole family together. */
  readonly remedy: string;
}

/** A language's Lal Kitab texts. */
export interface LalKitabTexts {
  readonly rins: Readonly<Record<RinId, RinText>>;
  /** The planet's common Lal Kitab remedy, given when it sits in its house of debilitation. */
  readonly planetRemedies: Readonly<Record<PlanetId, string>>;
}
