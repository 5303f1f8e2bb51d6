import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.js';

describe('foldText', () => {
  it('drops case and Latin diacritics', () => {
    expect(foldText('Allahābād')).toBe('allahabad');
    expect(foldText('SÃO Paulo')).toBe('sao paulo');
    expect(foldText('Łódź')).toBe('lodz');
    expect(foldText('Straße')).toBe('strasse');
  });

  it('turns separators into single spaces', () => {
    expect(foldText("  Dera Ismail-Khan's  (old)  ")).toBe('dera ismail khan s old');
    expect(foldText('Varanasi, Uttar Pradesh')).toBe('varanasi uttar pradesh');
  });

  it('keeps Indic letters and their vowel signs, composed', () => {
    expect(foldText('वाराणसी')).toBe('वाराणसी');
    expect(foldText('சென்னை')).toBe('சென்னை');
    // क + nukta and the precomposed क़ fold to the same text.
    expect(foldText('\u0915\u093c')).toBe(foldText('\u0958'));
  });
});
