import {
  type AdminSettings,
  type ConsultationSettings,
  DEFAULT_CHAT_PACKAGE_DISCOUNT_PERCENT,
  DEFAULT_FREE_FIRST_MINUTES,
  type PlatformSettings,
  PlatformSettingsSchema,
} from '@jyotish/contract';
import { sql } from 'kysely';
import { recordAuditEvent } from '../audit/audit-log.js';
import type { AppDatabase } from '../db/schema.js';
import { DEFAULT_REPORT_SETTINGS } from '../reports/report-settings.js';
import { DEFAULT_WALLET_SETTINGS } from '../wallet/wallet-settings.js';

export type SettingsSection = keyof PlatformSettings;
const SECTIONS = Object.keys(PlatformSettingsSchema.shape) as SettingsSection[];

/** SPEC §9's offer; 60 % of each charged minute to the astrologer, the migration's default. */
export const DEFAULT_CONSULTATION_SETTINGS: ConsultationSettings = {
  freeFirstMinutes: DEFAULT_FREE_FIRST_MINUTES,
  chatPackageDiscountPercent: DEFAULT_CHAT_PACKAGE_DISCOUNT_PERCENT,
  defaultRevenueSharePercent: 60,
};

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  wallet: DEFAULT_WALLET_SETTINGS,
  reports: DEFAULT_REPORT_SETTINGS,
  consultations: DEFAULT_CONSULTATION_SETTINGS,
  analytics: { measurementId: null },
};

/** A save made on top of a version that is no longer the latest. */
export class SettingsVersionConflictError extends Error {
  constructor(readonly latest: number) {
    super(`The settings changed since version ${latest - 1}`);
  }
}

/**
 * The current settings: each section as `app_setting` holds it, or its default when it was
 * never saved (or no longer reads as valid — the default is then what the site runs on).
 */
export async function loadPlatformSettings(db: AppDatabase): Promise<PlatformSettings> {
  const rows = await db
    .selectFrom('app_setting')
    .select(['key', 'value'])
    .where('key', 'in', SECTIONS)
    .execute();
  const settings = { ...DEFAULT_PLATFORM_SETTINGS };
  for (const row of rows) {
    const section = row.key as SettingsSection;
    const parsed = PlatformSettingsSchema.shape[section].safeParse(row.value);
    if (parsed.success) Object.assign(settings, { [section]: parsed.data });
  }
  return settings;
}

export async function loadConsultationSettings(db: AppDatabase): Promise<ConsultationSettings> {
  return (await loadPlatformSettings(db)).consultations;
}

/** `GET /api/admin/settings`: the settings with the number and author of their version. */
export async function loadAdminSettings(db: AppDatabase): Promise<AdminSettings> {
  const [settings, latest] = await Promise.all([
    loadPlatformSettings(db),
    db
      .selectFrom('setting_version as v')
      .leftJoin('app_user as u', 'u.id', 'v.created_by')
      .select(['v.version', 'v.created_at', 'u.email'])
      .orderBy('v.version', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    version: latest?.version ?? 0,
    updatedAt: latest?.created_at.toISOString() ?? null,
    updatedBy: latest?.email ?? null,
    settings,
  };
}

export interface SettingsChange {
  readonly actorId: string;
  /** The version the administrator edited; `latest` for the older per-section routes. */
  readonly basedOn: number | 'latest';
  readonly sections: Partial<PlatformSettings>;
}

/**
 * Saves a new version in the caller's transaction: the changed sections into `app_setting`,
 * the whole document into `setting_version`, and an audit entry with each changed section
 * before and after. Saves are serialised by a transaction-scoped advisory lock, so the check
 * of `basedOn` against the latest version cannot race another save.
 */
export async function saveSettingsVersion(
  trx: AppDatabase,
  change: SettingsChange,
): Promise<AdminSettings> {
  await sql`select pg_advisory_xact_lock(hashtext('jyotish.setting_version'))`.execute(trx);
  const latest = await trx
    .selectFrom('setting_version')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  const current = latest?.version ?? 0;
  if (change.basedOn !== 'latest' && change.basedOn !== current) {
    throw new SettingsVersionConflictError(current);
  }
  const before = await loadPlatformSettings(trx);
  const changed = SECTIONS.filter((section) => change.sections[section] !== undefined);
  const after: PlatformSettings = { ...before, ...change.sections };
  for (const section of changed) {
    const value = JSON.stringify(after[section]);
    await trx
      .insertInto('app_setting')
      .values({ key: section, value, updated_at: sql`now()` })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value, updated_at: sql`now()` }),
      )
      .execute();
  }
  const version = current + 1;
  const saved = await trx
    .insertInto('setting_version')
    .values({
      version,
      sections: changed,
      settings: JSON.stringify(after),
      created_by: change.actorId,
    })
    .returning('created_at')
    .executeTakeFirstOrThrow();
  await recordAuditEvent(trx, {
    actorId: change.actorId,
    action: 'settings.update',
    target: `settings:${version}`,
    details: {
      version,
      sections: changed,
      before: Object.fromEntries(changed.map((section) => [section, before[section]])),
      after: Object.fromEntries(changed.map((section) => [section, after[section]])),
    },
  });
  const actor = await trx
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', change.actorId)
    .executeTakeFirst();
  return {
    version,
    updatedAt: saved.created_at.toISOString(),
    updatedBy: actor?.email ?? null,
    settings: after,
  };
}

/** `GET /api/admin/settings/versions`: the latest versions first. */
export async function listSettingsVersions(db: AppDatabase, limit = 50) {
  const rows = await db
    .selectFrom('setting_version as v')
    .leftJoin('app_user as u', 'u.id', 'v.created_by')
    .select(['v.version', 'v.created_at', 'v.sections', 'u.email'])
    .orderBy('v.version', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    version: row.version,
    createdAt: row.created_at.toISOString(),
    createdBy: row.email,
    sections: row.sections as SettingsSection[],
  }));
}
