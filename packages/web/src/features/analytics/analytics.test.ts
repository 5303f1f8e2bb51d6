import { GaConfigSchema } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { gaConfigOf } from './analytics';

const CONFIGURED = {
  success: true,
  data: { measurementId: 'G-ABC123XYZ', domain: 'jyotish.example', description: 'Production' },
};

describe('gaConfigOf', () => {
  it.each([
    ['a configured domain', CONFIGURED],
    ['no measurement id', { ...CONFIGURED, data: { ...CONFIGURED.data, measurementId: null } }],
    ['an unknown extra field', { ...CONFIGURED, data: { ...CONFIGURED.data, extra: 1 } }],
    ['success false', { ...CONFIGURED, success: false }],
    ['no data', { success: true }],
    ['a numeric measurement id', { ...CONFIGURED, data: { ...CONFIGURED.data, measurementId: 7 } }],
    ['a missing domain', { success: true, data: { measurementId: null, description: 'x' } }],
    ['a missing description', { success: true, data: { measurementId: null, domain: 'x' } }],
    ['null', null],
    ['a text', 'G-ABC123XYZ'],
  ])('reads %s as GaConfigSchema does', (_name, answer) => {
    const parsed = GaConfigSchema.safeParse(answer);
    expect(gaConfigOf(answer)).toEqual(parsed.success ? parsed.data.data : null);
  });
});
