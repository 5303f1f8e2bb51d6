import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.js';
import { hasIndicLetters, skeletonOfLatin, skeletonsOfIndic } from './indic-skeleton.js';

describe('consonant skeletons', () => {
  it.each([
    ['वाराणसी', 'Varanasi', 'RNS'],
    ['लखनऊ', 'Lucknow', 'LKN'],
    ['अमृतसर', 'Amritsar', 'NRTSR'],
    ['बेंगलुरु', 'Bengaluru', 'PNKLR'],
    ['राँची', 'Ranchi', 'RNS'],
    ['गाज़ियाबाद', 'Ghaziabad', 'KSPT'],
    ['கோயம்புத்தூர்', 'Coimbatore', 'KNPTR'],
    ['திருவனந்தபுரம்', 'Thiruvananthapuram', 'TRNTPRN'],
    ['சென்னை', 'Chennai', 'SN'],
    ['విశాఖపట్నం', 'Visakhapatnam', 'SKPTN'],
    ['కాన్పూర్', 'Kanpur', 'KNPR'],
  ])('%s and %s share the skeleton %s', (native, latin, skeleton) => {
    expect(skeletonsOfIndic(native)).toContain(skeleton);
    expect(skeletonOfLatin(foldText(latin))).toBe(skeleton);
  });

  it('reads ड़ both as r (गुड़गांव, Gurgaon) and as d (विजयवाड़ा, Vijayawada)', () => {
    expect(skeletonsOfIndic('गुड़गांव')).toEqual(['KRKN', 'KTKN']);
    expect(skeletonOfLatin('gurgaon')).toBe('KRKN');
    expect(skeletonsOfIndic('विजयवाड़ा')).toEqual(['SR', 'ST']);
    expect(skeletonOfLatin('vijayawada')).toBe('ST');
  });

  it('gives at most eight readings, however many flaps a query holds', () => {
    const readings = skeletonsOfIndic('ड़क'.repeat(50));
    expect(readings).toHaveLength(8);
    expect(readings).toContain('RK'.repeat(50));
    expect(readings).toContain(`TKTKTK${'RK'.repeat(47)}`);
  });

  it('tells Indic text from Latin', () => {
    expect(hasIndicLetters('Varanasi')).toBe(false);
    expect(hasIndicLetters('Mumbai - मुंबई')).toBe(true);
    expect(hasIndicLetters('மதுரை')).toBe(true);
    expect(hasIndicLetters('మదురై')).toBe(true);
  });
});
