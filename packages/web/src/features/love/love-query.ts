import type { LoveCompatibilityRequest } from '@jyotish/contract';

type Partner = LoveCompatibilityRequest['first'];

/**
 * A partner in the address: `s1=5` (Moon sign) or `n1=10&p1=2` (nakshatra and pada), so a
 * link repeats the answer. Null while either partner is incomplete.
 */
export function loveRequestFromQuery(query: URLSearchParams): LoveCompatibilityRequest | null {
  const partner = (n: 1 | 2): Partner | null => {
    const nakshatra = Number(query.get(`n${n}`));
    const pada = Number(query.get(`p${n}`));
    if (Number.isInteger(nakshatra) && nakshatra >= 1 && nakshatra <= 27) {
      return Number.isInteger(pada) && pada >= 1 && pada <= 4 ? { nakshatra, pada } : null;
    }
    const moonSign = Number(query.get(`s${n}`));
    return Number.isInteger(moonSign) && moonSign >= 1 && moonSign <= 12 ? { moonSign } : null;
  };
  const first = partner(1);
  const second = partner(2);
  return first && second ? { first, second } : null;
}

/** The address query of a request, the inverse of `loveRequestFromQuery`. */
export function loveQueryOf(request: LoveCompatibilityRequest): URLSearchParams {
  const query = new URLSearchParams();
  for (const [n, partner] of [
    [1, request.first],
    [2, request.second],
  ] as const) {
    if ('moonSign' in partner) query.set(`s${n}`, String(partner.moonSign));
    else {
      query.set(`n${n}`, String(partner.nakshatra));
      query.set(`p${n}`, String(partner.pada));
    }
  }
  return query;
}
