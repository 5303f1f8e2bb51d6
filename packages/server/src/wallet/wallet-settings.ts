import {
  gstOn,
  type RechargePackage,
  type RechargePackages,
  type WalletSettings,
  WalletSettingsSchema,
} from '@jyotish/contract';
import type { AppDatabase } from '../db/schema.js';

const SETTINGS_KEY = 'wallet';

/**
 * What a fresh installation sells: ₹100 to ₹2,000 of credit, the larger packages with bonus
 * credit (10 and 15 %), 18 % GST added on top as Indian wallets do (₹500 costs ₹590). The
 * GSTIN is a placeholder until the operator sets theirs in the admin settings.
 */
export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  packages: [
    { id: 'inr-100', credit: 10_000, bonus: 0, popular: false },
    { id: 'inr-200', credit: 20_000, bonus: 0, popular: false },
    { id: 'inr-500', credit: 50_000, bonus: 0, popular: true },
    { id: 'inr-1000', credit: 100_000, bonus: 10_000, popular: false },
    { id: 'inr-2000', credit: 200_000, bonus: 30_000, popular: false },
  ],
  gstRateBasisPoints: 1800,
  seller: {
    name: 'Jyotish',
    address: 'India',
    gstin: 'GSTIN-NOT-SET',
  },
};

/** The settings administrators saved, or the defaults. */
export async function loadWalletSettings(db: AppDatabase): Promise<WalletSettings> {
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', SETTINGS_KEY)
    .executeTakeFirst();
  if (!row) return DEFAULT_WALLET_SETTINGS;
  const parsed = WalletSettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_WALLET_SETTINGS;
}

/** A package as sold: GST on its credit at the configured rate, added to the price. */
export function pricePackage(
  setting: WalletSettings['packages'][number],
  gstRateBasisPoints: number,
): RechargePackage {
  const gst = gstOn(setting.credit, gstRateBasisPoints);
  return {
    id: setting.id,
    credit: setting.credit,
    bonus: setting.bonus,
    gst,
    price: setting.credit + gst,
    popular: setting.popular,
  };
}

export function rechargePackages(settings: WalletSettings): RechargePackages {
  return {
    currency: 'INR',
    gstRatePercent: settings.gstRateBasisPoints / 100,
    packages: settings.packages.map((p) => pricePackage(p, settings.gstRateBasisPoints)),
  };
}
