import type { Koota } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { kootaAttribute, kootaViews } from './koota-texts';

const nadi: Koota = {
  id: 'nadi',
  score: 8,
  max: 8,
  description: 'Nadi dosha is cancelled',
  boy: 'madhya',
  girl: 'madhya',
  reason: { code: 'nadi_same', params: { nadi: 'madhya' }, description: 'Nadi dosha' },
  exception: {
    code: 'nadi_same_nakshatra_other_pada',
    params: { nakshatra: 4, boyPada: 1, girlPada: 3 },
    description: 'Nadi dosha is cancelled',
  },
};

describe('koota texts', () => {
  it('names each attribute by its kind', () => {
    expect(kootaAttribute('tara', 4, 'en')).toBe('Rohini');
    expect(kootaAttribute('bhakoot', 5, 'en')).toBe('Leo');
    expect(kootaAttribute('graha_maitri', 'jupiter', 'hi')).toBe('गुरु');
    expect(kootaAttribute('gana', 'rakshasa', 'en')).toBe('Rakshasa');
  });

  it('translates the reason and the exception from their codes', () => {
    const [view] = kootaViews([nadi], 'en');
    expect(view).toEqual({
      id: 'nadi',
      name: 'Nadi',
      score: 8,
      max: 8,
      boy: 'Madhya',
      girl: 'Madhya',
      meaning: 'Both are of Madhya nadi: nadi dosha.',
      exception:
        'Nadi dosha is cancelled: the Moons share the nakshatra Rohini in different padas (1 and 3).',
    });
    expect(kootaViews([nadi], 'ta')[0]?.meaning).not.toBe(view?.meaning);
  });
});
