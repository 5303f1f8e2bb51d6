import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatar-letter';

describe('avatarLetter', () => {
  it('upper-cases the first letter of the e-mail', () => {
    expect(avatarLetter('priya.sharma@example.com')).toBe('P');
  });

  it('keeps digits and already upper-case letters as they are', () => {
    expect(avatarLetter('9lives@example.com')).toBe('9');
    expect(avatarLetter('Ravi@example.com')).toBe('R');
  });

  it('ignores leading spaces and falls back to a question mark when empty', () => {
    expect(avatarLetter('  meera@example.com')).toBe('M');
    expect(avatarLetter('')).toBe('?');
  });

  it('takes a whole character, never half of a surrogate pair', () => {
    expect(avatarLetter('𝒜lpha@example.com')).toBe('𝒜');
  });

  it('upper-cases without the Turkish dotted-i rule', () => {
    expect(avatarLetter('ishaan@example.com')).toBe('I');
  });
});
