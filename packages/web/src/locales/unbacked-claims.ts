/**
 * Figures the specification took from the original product (SPEC §1 "Advertised claims") that
 * no data of ours backs: a rating nobody gave, user and astrologer counts, round-the-clock
 * availability, report prices and sizes, free chat minutes. The tests search every text of
 * the site, and the rendered home page, for them; a figure may come back only from our data
 * through an API, never as a fixed text.
 */
export const UNBACKED_CLAIMS: readonly RegExp[] = [
  /\b4[.,]8\s*(\/|out of|★)/i,
  /\b50\s*(k\b|,?000|हज़ार|हजार|ஆயிரம்|వేల)/i,
  /\b100\s*\+/,
  /\b24\s*[/x×]\s*7\b/i,
  /around the clock|चौबीसों घंटे|இருபத்து நான்கு மணி|ఇరవై నాలుగు గంటల/i,
  /₹\s*499\b|\b499\s*(rupees|रुपये|ரூபாய்|రూపాయ)/i,
  /\b82[\s-]*(sections?|खंड|பகுதி|విభాగ)/i,
  /\b5\s*(minutes|min\b|मिनट|நிமிட|నిమిష)/i,
];

/** The unbacked claims found in `text`, as the matched substrings. */
export function findUnbackedClaims(text: string): string[] {
  return UNBACKED_CLAIMS.flatMap((pattern) => pattern.exec(text)?.[0] ?? []);
}
