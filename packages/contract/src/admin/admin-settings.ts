import { MEASUREMENT_ID_PATTERN } from '../analytics/consent.js';
import { ReportSettingsSchema } from '../reports/reports.js';
import { WalletSettingsSchema } from '../wallet/wallet-admin.js';
import { z } from '../zod.js';

/** What a consultation offers, beside each astrologer's own rate. */
export const ConsultationSettingsSchema = z.object({
  /** SPEC §1, §9: a user's first consultation ever starts with this many free minutes. */
  freeFirstMinutes: z.number().int().min(0).max(30),
  /** SPEC §9: the discount of the 20-minute package, percent. */
  chatPackageDiscountPercent: z.number().int().min(0).max(90),
  /** The share of each charged minute given to an astrologer created without one, percent. */
  defaultRevenueSharePercent: z.number().int().min(0).max(100),
});
export type ConsultationSettings = z.infer<typeof ConsultationSettingsSchema>;

export const AnalyticsSettingsSchema = z.object({
  /**
   * The third-party tag's GA4 id; null falls back to the server's `ANALYTICS_MEASUREMENT_ID`
   * (none: no tag and no consent banner).
   */
  measurementId: z
    .string()
    .regex(MEASUREMENT_ID_PATTERN, { error: 'must be a GA4 measurement id, G-XXXXXXX' })
    .nullable(),
});

/**
 * Everything an administrator steers from `/admin/settings`: the wallet (recharge packages,
 * GST rate, the seller and GSTIN on receipts), the report prices, the consultation offer and
 * the analytics id. Each save is a new numbered version.
 */
export const PlatformSettingsSchema = z.object({
  wallet: WalletSettingsSchema,
  reports: ReportSettingsSchema,
  consultations: ConsultationSettingsSchema,
  analytics: AnalyticsSettingsSchema,
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;

/** `GET /api/admin/settings` and the answer to a `PATCH`. */
export const AdminSettingsSchema = z.object({
  /** 0 until the first save; each save adds one. */
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
  /** The e-mail of the administrator who saved this version. */
  updatedBy: z.string().nullable(),
  settings: PlatformSettingsSchema,
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/**
 * `PATCH /api/admin/settings`: the version the administrator edited (a save on top of a newer
 * one is refused 409, so two administrators never overwrite each other unseen) and the
 * sections that change, each whole.
 */
export const AdminSettingsPatchSchema = z.object({
  version: z.number().int().min(0),
  settings: PlatformSettingsSchema.partial().refine(
    (sections) => Object.keys(sections).length > 0,
    { error: 'settings must name at least one section' },
  ),
});
export type AdminSettingsPatch = z.infer<typeof AdminSettingsPatchSchema>;

/** `GET /api/admin/settings/versions`: the saved versions, newest first. */
export const AdminSettingsVersionListSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number().int(),
      createdAt: z.string(),
      createdBy: z.string().nullable(),
      /** The sections this version changed. */
      sections: z.array(z.enum(['wallet', 'reports', 'consultations', 'analytics'])),
    }),
  ),
});

/**
 * `GET /api/offers`: what every visitor is offered, as the settings say now — the texts that
 * promise free minutes or a discount read them from here.
 */
export const OffersSchema = z.object({
  freeFirstMinutes: z.number().int(),
  chatPackageMinutes: z.number().int(),
  chatPackageDiscountPercent: z.number().int(),
});
export type Offers = z.infer<typeof OffersSchema>;
