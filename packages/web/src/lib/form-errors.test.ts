import { LoginRequestSchema, SignupRequestSchema } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { schemaFieldMessages, splitServerError } from './form-errors';

describe('schemaFieldMessages', () => {
  // Regression: /signup showed the server's errors one at a time, above the button.
  it('finds every wrong sign-up field at once, each with its translatable message', () => {
    expect(
      schemaFieldMessages(SignupRequestSchema, { name: ' ', email: 'asha@', password: 'short' }),
    ).toEqual({
      name: { kind: 'known', key: 'nameRequired' },
      email: { kind: 'known', key: 'invalidEmail' },
      password: { kind: 'known', key: 'passwordTooShort' },
    });
  });

  it('names a missing e-mail and password of the login form', () => {
    expect(schemaFieldMessages(LoginRequestSchema, { email: '', password: '' })).toEqual({
      email: { kind: 'known', key: 'emailRequired' },
      password: { kind: 'known', key: 'passwordRequired' },
    });
  });

  it('finds nothing wrong with valid details', () => {
    expect(
      schemaFieldMessages(SignupRequestSchema, {
        name: 'Asha',
        email: 'asha@example.in',
        password: 'monsoon-peacock-2047',
      }),
    ).toEqual({});
  });
});

describe('splitServerError', () => {
  const answer = (status: number, body: object) => new ApiError(status, JSON.stringify(body));

  it('puts a server answer naming a field of the form under that field', () => {
    const taken = answer(409, {
      message: 'An account with this email already exists',
      code: 'conflict',
      reason: 'email_taken',
      field: 'email',
    });
    expect(splitServerError(taken, ['name', 'email', 'password'])).toEqual({
      field: { email: { kind: 'known', key: 'emailTaken', field: 'email' } },
      form: null,
    });
  });

  it('keeps other failures for the whole form: no field, a field the form lacks, no answer', () => {
    const wrong = answer(401, {
      message: 'Invalid email or password',
      code: 'unauthorized',
      reason: 'invalid_credentials',
    });
    expect(splitServerError(wrong, ['email', 'password'])).toEqual({
      field: {},
      form: { kind: 'known', key: 'invalidCredentials' },
    });
    const link = answer(400, {
      message: 'token: This reset link is invalid or has expired',
      code: 'validation_failed',
      reason: 'reset_link_invalid',
      field: 'token',
    });
    expect(splitServerError(link, ['password']).form).toEqual({
      kind: 'known',
      key: 'resetLinkInvalid',
      field: 'token',
    });
    expect(splitServerError(new TypeError('offline'), ['email'])).toEqual({
      field: {},
      form: { kind: 'none' },
    });
  });
});
