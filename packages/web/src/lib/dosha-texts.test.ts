import type { Doshas } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { doshaSummaries } from './dosha-texts';

// The doshas of the server's Delhi test birth (20 May 1990, 10:30): Mangal dosha cancelled by
// Jupiter's aspect, a partial Takshak Kaal sarp, no Pitra dosha.
const DELHI: Doshas = {
  mangal: {
    present: true,
    strength: 'high',
    marsHouse: { lagna: 8, moon: 12, venus: 12 },
    from: ['lagna', 'moon', 'venus'],
    cancellations: [
      {
        code: 'jupiter_aspects_mars',
        params: { aspect: 9 },
        description: 'Jupiter aspects Mars (its 9th-house aspect).',
      },
    ],
    effective: false,
    description:
      'Mangal dosha is present (Mars in house 8 from the lagna, 12 from the Moon, 12 from Venus) but cancelled within the chart.',
  },
  kaalSarp: {
    present: true,
    type: 'takshak',
    extent: 'partial',
    direction: 'kaal_sarp',
    rahuHouse: 7,
    ketuHouse: 1,
    description: '',
  },
  pitra: {
    present: true,
    reasons: [{ code: 'sun_with_node', params: { node: 'rahu' }, description: '' }],
    description: 'Pitra dosha, by the rules listed.',
  },
};

describe('doshaSummaries', () => {
  it('says in English exactly what the server describes', () => {
    const [mangal, kaalSarp, pitra] = doshaSummaries(DELHI, 'en');
    expect(mangal).toEqual({
      id: 'mangal',
      status: 'cancelled',
      text: DELHI.mangal.description,
      reasons: ['Jupiter aspects Mars (its 9th-house aspect).'],
    });
    expect(kaalSarp?.status).toBe('present');
    expect(kaalSarp?.text).toBe(
      'Partial Kaal sarp dosha (Takshak): the seven planets lie within the signs from Rahu (house 7) to Ketu (house 1), one sharing a node’s sign.',
    );
    expect(pitra?.text).toBe(DELHI.pitra.description);
    expect(pitra?.reasons).toEqual(['The Sun is in the same sign as Rahu.']);
  });

  it('writes the same findings in Hindi, with names in Devanagari', () => {
    const [mangal, kaalSarp, pitra] = doshaSummaries(DELHI, 'hi');
    expect(mangal?.text).toContain('8वें');
    expect(mangal?.reasons).toEqual(['गुरु की मंगल पर दृष्टि है (9वीं दृष्टि)।']);
    expect(kaalSarp?.text).toContain('काल सर्प');
    expect(pitra?.reasons).toEqual(['सूर्य राहु के साथ एक ही राशि में है।']);
  });
});
