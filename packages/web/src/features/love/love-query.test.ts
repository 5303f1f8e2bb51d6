import { describe, expect, it } from 'vitest';
import { loveQueryOf, loveRequestFromQuery } from './love-query';

describe('love compatibility in the address', () => {
  it('reads signs and nakshatras, and writes them back the same', () => {
    const request = loveRequestFromQuery(new URLSearchParams('s1=5&n2=10&p2=2'));
    expect(request).toEqual({ first: { moonSign: 5 }, second: { nakshatra: 10, pada: 2 } });
    expect(request && loveQueryOf(request).toString()).toBe('s1=5&n2=10&p2=2');
  });

  it('waits for both partners, and for a pada with a nakshatra', () => {
    expect(loveRequestFromQuery(new URLSearchParams('s1=5'))).toBeNull();
    expect(loveRequestFromQuery(new URLSearchParams('s1=5&n2=10'))).toBeNull();
    expect(loveRequestFromQuery(new URLSearchParams('s1=13&s2=1'))).toBeNull();
  });
});
