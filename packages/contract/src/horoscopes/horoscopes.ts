import { PLANET_IDS, TRANSIT_KINDS } from '@jyotish/engine/ids';
import { queryNumber } from '../api/query-number.js';
import { LANGUAGES } from '../i18n/languages.js';
import { CalendarDateSchema, InstantSchema } from '../kundli/common.js';
import { SIGN_SLUGS } from '../pages/zodiac-slugs.js';
import { z } from '../zod.js';

export const HOROSCOPE_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

/** The angles every horoscope speaks to, each a section of the answer. */
export const HOROSCOPE_ANGLES = ['general', 'love', 'career', 'health', 'money'] as const;
export type HoroscopeAngle = (typeof HOROSCOPE_ANGLES)[number];

const PeriodSchema = z.enum(HOROSCOPE_PERIODS, {
  error: `period must be one of ${HOROSCOPE_PERIODS.join(', ')}`,
});

export const HoroscopeParamsSchema = z.object({
  period: PeriodSchema,
  sign: z.enum(SIGN_SLUGS, { error: `sign must be one of ${SIGN_SLUGS.join(', ')}` }),
});

export const HoroscopeListParamsSchema = z.object({ period: PeriodSchema });

export const HoroscopeQuerySchema = z
  .object({
    /** The day the period contains (1800–2399, the ephemeris's span); today in India when absent. */
    date: CalendarDateSchema.optional(),
    lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).default('en'),
    /** The reader's place for the day's lucky hour (both or neither); New Delhi when absent. */
    latitude: queryNumber({ min: -90, max: 90 }).optional(),
    longitude: queryNumber({ min: -180, max: 180 }).optional(),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    error: 'latitude and longitude go together',
    path: ['longitude'],
  });
export type HoroscopeQuery = z.output<typeof HoroscopeQuerySchema>;

/** One fact a horoscope stands on; `house` counted from the reader's sign (1 = the sign). */
export const HoroscopeFactSchema = z.object({
  planet: z.enum(PLANET_IDS),
  sign: z.number().int().min(1).max(12),
  house: z.number().int().min(1).max(12),
  from: InstantSchema.optional(),
  to: InstantSchema.optional(),
  event: z.enum(TRANSIT_KINDS).optional(),
});
export type HoroscopeFact = z.infer<typeof HoroscopeFactSchema>;

export const HoroscopeSchema = z.object({
  sign: z.enum(SIGN_SLUGS),
  period: z.enum(HOROSCOPE_PERIODS),
  /** The period's bounds, instants in India's offset. */
  from: InstantSchema,
  to: InstantSchema,
  lang: z.enum(LANGUAGES),
  /** The whole reading as one text: the facts stated, then the general section. */
  text: z.string(),
  sections: z.object({
    general: z.string(),
    love: z.string(),
    career: z.string(),
    health: z.string(),
    money: z.string(),
  }),
  facts: z.array(HoroscopeFactSchema),
  lucky: z.object({
    number: z.number().int().min(1).max(9),
    color: z.string(),
    /** `HH:MM–HH:MM` in India's time. */
    time: z.string(),
  }),
});
export type Horoscope = z.infer<typeof HoroscopeSchema>;

export const HoroscopeResponseSchema = z.object({ data: HoroscopeSchema });
export const HoroscopeListResponseSchema = z.object({ data: z.array(HoroscopeSchema) });

/** `PUT /api/admin/horoscopes/{period}/{sign}`: an administrator's text for one period. */
export const HoroscopeOverrideSchema = z.object({
  date: CalendarDateSchema,
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }),
  sections: z.object({
    general: z.string().trim().min(20).max(4000),
    love: z.string().trim().min(20).max(4000),
    career: z.string().trim().min(20).max(4000),
    health: z.string().trim().min(20).max(4000),
    money: z.string().trim().min(20).max(4000),
  }),
});
export type HoroscopeOverride = z.infer<typeof HoroscopeOverrideSchema>;

/** `DELETE /api/admin/horoscopes/{period}/{sign}?date=&lang=`: back to the generated text. */
export const HoroscopeOverrideQuerySchema = z.object({
  date: CalendarDateSchema,
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }),
});
