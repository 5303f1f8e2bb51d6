import { z } from '../zod.js';

export const GENDERS = ['male', 'female'] as const;
export const PROFILE_RELATIONS = ['self', 'family'] as const;

/**
 * A saved birth profile (the user or a family member), to fill the kundli and matching forms.
 * `birthDate` is `YYYY-MM-DD`, `birthTime` `HH:MM` (local time at the birth place).
 */
export const BirthProfileInputSchema = z.object({
  name: z.string().trim().min(2, { error: 'Name must be at least 2 characters' }).max(100),
  relation: z.enum(PROFILE_RELATIONS).default('family'),
  gender: z.enum(GENDERS),
  birthDate: z.iso.date({
    error: (issue) =>
      issue.input === '' || issue.input === undefined
        ? 'Birth date is required'
        : 'Birth date is not a calendar date',
  }),
  birthTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Birth time is required' }),
  birthPlace: z.string().trim().min(1, { error: 'Birth place is required' }).max(200),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type BirthProfileInput = z.infer<typeof BirthProfileInputSchema>;

export const BirthProfileSchema = BirthProfileInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BirthProfile = z.infer<typeof BirthProfileSchema>;

export const BirthProfileListSchema = z.object({ profiles: z.array(BirthProfileSchema) });

export const BirthProfileIdParamsSchema = z.object({ id: z.uuid() });

/** How many profiles one account may keep. */
export const MAX_BIRTH_PROFILES = 50;
