import { MUHURAT_PURPOSES } from '@jyotish/engine/ids';
import { queryNumber } from '../api/query-number.js';
import { LANGUAGES } from '../i18n/languages.js';
import { CalendarDateSchema, InstantSchema, TimeZoneSchema } from '../kundli/common.js';
import { z } from '../zod.js';

/** The longest range one muhurat search may cover, in days (both ends counted). */
export const MUHURAT_MAX_RANGE_DAYS = 366;

export const MuhuratPurposeSchema = z.enum(MUHURAT_PURPOSES);

/**
 * `GET /api/muhurat` (and `/api/muhurat.ics`): the windows fit for a purpose between two civil
 * dates at a place; `from` not after `to`, at most `MUHURAT_MAX_RANGE_DAYS` days.
 */
export const MuhuratQuerySchema = z
  .object({
    purpose: MuhuratPurposeSchema,
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    latitude: queryNumber({ min: -90, max: 90 }),
    longitude: queryNumber({ min: -180, max: 180 }),
    timezone: TimeZoneSchema.optional(),
    lang: z.enum(LANGUAGES).default('en'),
  })
  .check((ctx) => {
    const { from, to } = ctx.value;
    if (from > to) {
      ctx.issues.push({
        code: 'custom',
        input: to,
        path: ['to'],
        message: 'must not be before from',
      });
      return;
    }
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days > MUHURAT_MAX_RANGE_DAYS) {
      ctx.issues.push({
        code: 'custom',
        input: to,
        path: ['to'],
        message: `must be at most ${MUHURAT_MAX_RANGE_DAYS} days after from`,
      });
    }
  });
export type MuhuratQuery = z.input<typeof MuhuratQuerySchema>;

const NamedNumberSchema = z.object({ number: z.number().int(), name: z.string() });

export const MuhuratWindowSchema = z.object({
  start: InstantSchema,
  end: InstantSchema,
  /** The tithi and nakshatra in force through the window, named in the request's language. */
  tithi: NamedNumberSchema,
  nakshatra: NamedNumberSchema,
  /** The rising sign through the window, for purposes whose rules name lagnas. */
  lagna: NamedNumberSchema.optional(),
  /** Why the window is favourable, in the request's language. */
  reasons: z.array(z.string()),
  /** 0–100: how many of the purpose's favourable conditions the window meets. */
  score: z.number().min(0).max(100).optional(),
});
export type MuhuratWindow = z.infer<typeof MuhuratWindowSchema>;

export const MuhuratDataSchema = z.object({
  purpose: MuhuratPurposeSchema,
  location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }),
  windows: z.array(MuhuratWindowSchema),
});
export type MuhuratData = z.infer<typeof MuhuratDataSchema>;

export const MuhuratResponseSchema = z.object({ data: MuhuratDataSchema });
export type MuhuratResponse = z.infer<typeof MuhuratResponseSchema>;
