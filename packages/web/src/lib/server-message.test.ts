import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  ERROR_REASONS,
  LANGUAGES,
  MESSAGE_REASONS,
} from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { resources as en } from '../locales/en';
import { resources as hi } from '../locales/hi';
import { resources as ta } from '../locales/ta';
import { resources as te } from '../locales/te';
import { SERVER_MESSAGES, type ServerMessageKey, serverMessageOf } from './server-message';

const AUTH_TEXTS = { en: en.auth, hi: hi.auth, ta: ta.auth, te: te.auth };

function fieldAnswer(field: string, message: string, reason = 'validation_failed'): ApiError {
  return new ApiError(
    400,
    JSON.stringify({ message: `${field}: ${message}`, code: 'validation_failed', reason, field }),
  );
}

describe('serverMessageOf', () => {
  it('knows every keyed message by its reason, with or without a field', () => {
    for (const key of Object.keys(SERVER_MESSAGES) as ServerMessageKey[]) {
      const reason = MESSAGE_REASONS[key];
      expect(serverMessageOf(fieldAnswer('password', 'is wrong', reason))).toEqual({
        kind: 'known',
        key,
        field: 'password',
      });
      expect(serverMessageOf(new ApiError(401, JSON.stringify({ message: 'x', reason })))).toEqual({
        kind: 'known',
        key,
      });
    }
  });

  // Issue 10: the web read the English message; a reworded message must not lose its text.
  it('translates by the reason, not by the English message', () => {
    const reworded = fieldAnswer(
      'password',
      'Passwords need eight characters',
      'password_too_short',
    );
    expect(serverMessageOf(reworded)).toEqual({
      kind: 'known',
      key: 'passwordTooShort',
      field: 'password',
    });
    const generic = fieldAnswer('password', AUTH_MESSAGES.passwordTooShort, 'validation_failed');
    expect(serverMessageOf(generic)).toEqual({
      kind: 'reason',
      reason: 'validation_failed',
      field: 'password',
    });
  });

  it('maps the weak-password refusal to its text in each language', () => {
    const refusal = fieldAnswer('password', AUTH_MESSAGES.weakPassword, 'weak_password');
    const message = serverMessageOf(refusal);
    expect(message).toEqual({ kind: 'known', key: 'weakPassword', field: 'password' });
    const key = (message as { key: ServerMessageKey }).key;
    expect(AUTH_TEXTS.en.server[key]).toBe(AUTH_MESSAGES.weakPassword);
    expect(AUTH_TEXTS.hi.server[key]).toBe(
      'इस पासवर्ड का अनुमान लगाना बहुत आसान है। आपस में असंबंधित शब्दों का कोई लंबा वाक्यांश आज़माएँ।',
    );
    expect(AUTH_TEXTS.ta.server[key]).toBe(
      'இந்தக் கடவுச்சொல்லை ஊகிப்பது மிக எளிது. தொடர்பில்லாத சொற்களால் ஆன நீண்ட சொற்றொடரை முயற்சிக்கவும்.',
    );
    expect(AUTH_TEXTS.te.server[key]).toBe(
      'ఈ పాస్‌వర్డ్‌ను ఊహించడం చాలా సులువు. ఒకదానికొకటి సంబంధం లేని పదాలతో పొడవైన పదబంధాన్ని ప్రయత్నించండి.',
    );
  });

  it('has every server message in every language, the English one word for word', () => {
    expect(Object.keys(SERVER_MESSAGES)).toHaveLength(
      Object.keys(AUTH_MESSAGES).length + Object.keys(ADMIN_MESSAGES).length,
    );
    for (const language of LANGUAGES) {
      expect(Object.keys(AUTH_TEXTS[language].server).sort()).toEqual(
        Object.keys(SERVER_MESSAGES).sort(),
      );
    }
    expect(AUTH_TEXTS.en.server).toEqual(SERVER_MESSAGES);
  });

  // Regression: disabling one's own admin account toasted 'Something went wrong'.
  it('knows the refusal of an administrator disabling themselves, and says it in Hindi', () => {
    const refusal = new ApiError(
      409,
      JSON.stringify({
        message: ADMIN_MESSAGES.cannotChangeSelf,
        code: 'conflict',
        reason: 'cannot_change_self',
      }),
    );
    expect(serverMessageOf(refusal)).toEqual({ kind: 'known', key: 'cannotChangeSelf' });
    expect(AUTH_TEXTS.hi.server.cannotChangeSelf).toBe(
      'एडमिन स्वयं को निष्क्रिय नहीं कर सकते और न ही अपनी भूमिका घटा सकते हैं',
    );
  });

  it('has a text in every language for every reason without a keyed message', () => {
    const keyed = new Set<string>(Object.values(MESSAGE_REASONS));
    const others = ERROR_REASONS.filter((reason) => !keyed.has(reason)).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(AUTH_TEXTS[language].reasons).sort(), language).toEqual(others);
    }
    const gone = new ApiError(
      404,
      JSON.stringify({ message: 'Profile not found', reason: 'profile_not_found' }),
    );
    expect(serverMessageOf(gone)).toEqual({ kind: 'reason', reason: 'profile_not_found' });
    expect(AUTH_TEXTS.ta.reasons.profile_not_found).toBe('சுயவிவரம் கிடைக்கவில்லை');
  });

  it('passes the text of a non-contract answer through and says nothing without an answer', () => {
    expect(serverMessageOf(new ApiError(502, '<html>Bad gateway</html>'))).toMatchObject({
      kind: 'text',
    });
    expect(serverMessageOf(new Error('offline'))).toEqual({ kind: 'none' });
  });
});
