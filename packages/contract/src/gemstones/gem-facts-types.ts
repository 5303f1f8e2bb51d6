import type { PlanetId } from '@jyotish/engine/ids';

/** One graha's stone and how it is worn, in one language. */
export interface GemFacts {
  /** The stone, with its Hindi name in brackets in English. */
  readonly stone: string;
  /** The uparatna: a milder, cheaper stone of the same graha. */
  readonly substitute: string;
  readonly metal: string;
  readonly finger: string;
  /** The day (and time) to put it on first. */
  readonly day: string;
  readonly weight: string;
  /** The graha's mantra, said 108 times when the ring is first worn. */
  readonly mantra: string;
  /** What the stone strengthens. */
  readonly gives: string;
}

export type GemFactsTable = Readonly<Record<PlanetId, GemFacts>>;
