import { LANGUAGES } from '../i18n/languages.js';
import { KundliRequestSchema } from '../kundli/kundli.js';
import { z } from '../zod.js';

/** The reports on sale (SPEC §1): the life report of 82 sections and five narrower ones. */
export const REPORT_TYPES = [
  'life',
  'yearly',
  'career',
  'marriage',
  'child',
  'super-horoscope',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** A bought report's way from payment to PDF; `failed` is refunded at once. */
export const REPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Prices in paise, from ₹499 (SPEC §1); administrators change them in the report settings. */
export const ReportSettingsSchema = z.object({
  prices: z.object(
    Object.fromEntries(
      REPORT_TYPES.map((type) => [type, z.number().int().min(100).max(10_000_000)]),
    ) as Record<ReportType, z.ZodNumber>,
  ),
});
export type ReportSettings = z.infer<typeof ReportSettingsSchema>;

export const ReportTypeSchema = z.enum(REPORT_TYPES, {
  error: `type must be one of ${REPORT_TYPES.join(', ')}`,
});
const LangSchema = z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` });

/** `POST /api/reports`, with an `Idempotency-Key` header: the same key buys once. */
export const ReportOrderSchema = z.object({
  type: ReportTypeSchema,
  birth: KundliRequestSchema,
  lang: LangSchema,
  /** The birthplace's name as the buyer chose it, for the cover (the chart reads the coordinates). */
  place: z.string().trim().max(200).optional(),
  /** The marriage report matches the two charts when a partner is given. */
  partner: KundliRequestSchema.optional(),
});
export type ReportOrder = z.input<typeof ReportOrderSchema>;

export const ReportIdParamsSchema = z.object({ id: z.uuid() });

export const ReportSummarySchema = z.object({
  id: z.uuid(),
  type: ReportTypeSchema,
  lang: LangSchema,
  status: z.enum(REPORT_STATUSES),
  /** 0–100 while it is built. */
  progress: z.number().int().min(0).max(100),
  /** Whose chart it reads: the birth's name, or empty. */
  name: z.string(),
  birthDate: z.string(),
  /** Paise taken from the wallet. */
  price: z.number().int(),
  /** Set once the PDF is ready. */
  pages: z.number().int().nullable(),
  /** Set when a failed report's price went back to the wallet. */
  refunded: z.boolean(),
  createdAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportOrderResponseSchema = z.object({
  report: z.object({ id: z.uuid(), status: z.enum(REPORT_STATUSES) }),
  /** The wallet's balance after paying, in paise. */
  balance: z.number().int(),
});

export const ReportResponseSchema = z.object({ report: ReportSummarySchema });
export const ReportListSchema = z.object({ reports: z.array(ReportSummarySchema) });

/** `GET /api/reports/catalog`: what each report costs now and how many sections it has. */
export const ReportCatalogSchema = z.object({
  reports: z.array(
    z.object({ type: ReportTypeSchema, price: z.number().int(), sections: z.number().int() }),
  ),
});

export const ReportSampleQuerySchema = z.object({
  type: ReportTypeSchema.default('life'),
  lang: LangSchema.default('en'),
});

// The content of a report: sections of blocks, rendered both as the PDF and as a web page.

const ChartHouseSchema = z.object({
  /** 1 = Aries … 12 = Pisces: the sign in this house. */
  sign: z.number().int().min(1).max(12),
  /** Short graha names, in the report's language, with ℞ for retrograde. */
  planets: z.array(z.string()),
});

export const ReportBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('subheading'), text: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
  z.object({
    kind: z.literal('facts'),
    rows: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  z.object({
    kind: z.literal('table'),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string())),
  }),
  z.object({
    kind: z.literal('chart'),
    title: z.string(),
    /** Houses 1–12 from the lagna. */
    houses: z.array(ChartHouseSchema).length(12),
    /** Sign names in the report's language, 1 = Aries … 12 = Pisces (South Indian squares). */
    signNames: z.array(z.string()).length(12),
  }),
]);
export type ReportBlock = z.infer<typeof ReportBlockSchema>;

export const ReportSectionSchema = z.object({
  /** Stable across languages: `house-7`, `graha-saturn`, `yogas`… */
  id: z.string(),
  heading: z.string(),
  blocks: z.array(ReportBlockSchema),
});
export type ReportSection = z.infer<typeof ReportSectionSchema>;

export const ReportContentSchema = z.object({
  type: ReportTypeSchema,
  lang: LangSchema,
  /** The report's own title, e.g. "Life Report". */
  title: z.string(),
  /** Whose report: the name and birth, as the cover shows them. */
  subject: z.object({ name: z.string(), birth: z.string(), place: z.string() }),
  /** The words the cover, contents and running heads use. */
  labels: z.object({
    contents: z.string(),
    preparedOn: z.string(),
    page: z.string(),
    disclaimerHeading: z.string(),
  }),
  /** When it was made, in the report's language. */
  preparedOn: z.string(),
  sections: z.array(ReportSectionSchema),
  /** That astrology is guidance only, on the cover's back and at the end. */
  disclaimer: z.string(),
  /** The engine and ephemeris that computed it: the report can be made again from its inputs. */
  engineVersion: z.string(),
});
export type ReportContent = z.infer<typeof ReportContentSchema>;

export const ReportContentResponseSchema = z.object({
  report: ReportSummarySchema,
  content: ReportContentSchema,
});

/** English messages of the report routes' refusals; the web shows its own translation by `reason`. */
export const REPORT_MESSAGES = {
  notFound: 'No such report of yours',
  notReady: 'The report is not ready yet',
  building: 'The report is being built; wait for it to finish or fail',
  refunded: 'This report has already been refunded',
  idempotencyKeyRequired: 'Send an Idempotency-Key header: the same key buys a report once',
} as const;

export const ADMIN_REPORTS_PAGE_SIZE = 50;

/** `GET /api/admin/reports?status=&q=&page=`: `q` is part of the buyer's e-mail. */
export const AdminReportsQuerySchema = z.object({
  status: z
    .enum(REPORT_STATUSES, { error: `status must be one of ${REPORT_STATUSES.join(', ')}` })
    .optional(),
  q: z.string().trim().max(200, { error: 'q must be at most 200 characters' }).default(''),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(100_000, { error: 'page must be at most 100000' })
    .default(1),
});
export type AdminReportsQuery = z.input<typeof AdminReportsQuerySchema>;

export const AdminReportSchema = ReportSummarySchema.extend({ userEmail: z.string() });
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportsPageSchema = z.object({
  reports: z.array(AdminReportSchema),
  page: z.number().int(),
  total: z.number().int(),
});
export type AdminReportsPage = z.infer<typeof AdminReportsPageSchema>;

/** `POST /api/admin/reports/{id}/refund`: why the price goes back to the buyer's wallet. */
export const AdminReportRefundSchema = z.object({
  reason: z
    .string({ error: 'reason must be a text' })
    .trim()
    .min(3, { error: 'reason must be at least 3 characters' })
    .max(300, { error: 'reason must be at most 300 characters' }),
});
