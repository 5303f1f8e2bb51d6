import { type ReportSettings, ReportSettingsSchema } from '@jyotish/contract';
import type { AppDatabase } from '../db/schema.js';

const SETTINGS_KEY = 'reports';

/**
 * What a fresh installation charges (paise): the life report at ₹499 as SPEC §1 advertises
 * ("premium reports from ₹499"), the narrower reports at the same entry price, the
 * super-horoscope (all of them together) at ₹999.
 */
export const DEFAULT_REPORT_SETTINGS: ReportSettings = {
  prices: {
    life: 49_900,
    yearly: 49_900,
    career: 49_900,
    marriage: 49_900,
    child: 49_900,
    'super-horoscope': 99_900,
  },
};

export async function loadReportSettings(db: AppDatabase): Promise<ReportSettings> {
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', SETTINGS_KEY)
    .executeTakeFirst();
  if (!row) return DEFAULT_REPORT_SETTINGS;
  const parsed = ReportSettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_REPORT_SETTINGS;
}
