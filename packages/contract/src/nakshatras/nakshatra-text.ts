/** One nakshatra's page texts in one language, Ashwini first in every table. */
export interface NakshatraText {
  /** Its traditional symbol, e.g. "A horse’s head". */
  readonly symbol: string;
  /** How people born with the Moon here are traditionally described: two or three sentences. */
  readonly character: string;
  /** Work and strengths the tradition links with it: two or three sentences. */
  readonly work: string;
  /** Relationships and family life: two or three sentences. */
  readonly relationships: string;
}
