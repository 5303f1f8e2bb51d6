import { describe, expect, it } from 'vitest';
import { hasIndicLetters, transliterateName } from './transliterate.js';

describe('transliterateName', () => {
  it.each([
    ['राम', 'Ram'],
    ['नरेंद्र मोदी', 'Narendra Modi'],
    ['सीता', 'Sita'],
    ['अनिल कुमार', 'Anil Kumar'],
    ['लक्ष्मी', 'Lakshmi'],
    ['प्रिया शर्मा', 'Priya Sharma'],
    ['முருகன்', 'Murugan'],
    ['கவிதா', 'Kavitha'],
    ['சரவணன்', 'Saravanan'],
    ['வடிவேலு', 'Vadivelu'],
    ['శ్రీనివాస్', 'Shrinivas'],
    ['లక్ష్మి', 'Lakshmi'],
    ['రామ', 'Rama'],
    ['Asha Verma', 'Asha Verma'],
  ])('%s → %s', (name, latin) => {
    expect(transliterateName(name)).toBe(latin);
  });

  it('knows which texts need it', () => {
    expect(hasIndicLetters('Asha')).toBe(false);
    expect(hasIndicLetters('आशा')).toBe(true);
  });
});
