import {
  AdminSettingsSchema,
  AdminSettingsVersionListSchema,
  AstrologerListSchema,
  AuditSearchSchema,
  ConsultationSchema,
  GaConfigSchema,
  OffersSchema,
  type PlatformSettings,
  RechargePackagesSchema,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, act, onlineAstrologer, requestChat } from '../../../../test/consultation-helper.js';
import { buildTestApp } from '../../../../test/helper.js';
import { bearer, rechargeThroughSandbox, signUpUser } from '../../../../test/wallet-helper.js';
import type { App } from '../../../app.js';

let app: App;
let admin: string;
let astrologerId: string;

const current = async () => {
  const response = await app.inject({ url: '/api/admin/settings', headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return AdminSettingsSchema.parse(response.json());
};

const patch = (version: number, settings: Partial<PlatformSettings> | Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: bearer(admin),
    payload: { version, settings },
  });

beforeAll(async () => {
  app = await buildTestApp(ADMIN);
  const astrologer = await onlineAstrologer(app, 20);
  admin = astrologer.adminToken;
  astrologerId = astrologer.id;
});

describe('the settings, versioned', () => {
  it('start at version 0 with the defaults of a fresh installation', async () => {
    const settings = await current();
    expect(settings).toMatchObject({ version: 0, updatedAt: null, updatedBy: null });
    expect(settings.settings.consultations).toEqual({
      freeFirstMinutes: 5,
      chatPackageDiscountPercent: 15,
      defaultRevenueSharePercent: 60,
    });
    expect(settings.settings.reports.prices.life).toBe(49_900);
    expect(settings.settings.wallet.gstRateBasisPoints).toBe(1800);
    expect(settings.settings.analytics.measurementId).toBeNull();
  });

  it('refuse bad values with 400 naming the field, and save nothing', async () => {
    const { settings } = await current();
    const cases: [Record<string, unknown>, string][] = [
      [{ consultations: { ...settings.consultations, freeFirstMinutes: -1 } }, 'freeFirstMinutes'],
      [
        { consultations: { ...settings.consultations, chatPackageDiscountPercent: 95 } },
        'chatPackageDiscountPercent',
      ],
      [{ reports: { prices: { ...settings.reports.prices, life: 1.5 } } }, 'life'],
      [{ wallet: { ...settings.wallet, gstRateBasisPoints: 'eighteen' } }, 'gstRateBasisPoints'],
      [{ analytics: { measurementId: 'UA-1234-1' } }, 'measurementId'],
      [{}, 'settings'],
    ];
    for (const [sections, field] of cases) {
      const response = await patch(0, sections);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().field).toContain(field);
    }
    expect((await current()).version).toBe(0);
  });

  it('save a price change as version 1, audited before and after, and charge it at once', async () => {
    const before = await current();
    const response = await patch(0, {
      reports: { prices: { ...before.settings.reports.prices, life: 59_900 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = AdminSettingsSchema.parse(response.json());
    expect(saved).toMatchObject({ version: 1, updatedBy: ADMIN.adminEmail });
    expect(saved.settings.reports.prices.life).toBe(59_900);
    expect((await current()).settings.reports.prices.life).toBe(59_900);

    const audit = AuditSearchSchema.parse(
      (
        await app.inject({
          url: '/api/admin/audit?action=settings.update',
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(audit.events).toHaveLength(1);
    expect(audit.events[0]).toMatchObject({
      action: 'settings.update',
      actorEmail: ADMIN.adminEmail,
      target: 'settings:1',
      details: {
        version: 1,
        sections: ['reports'],
        before: { reports: { prices: { life: 49_900 } } },
        after: { reports: { prices: { life: 59_900 } } },
      },
    });
    // The catalogue the report pages read says the same.
    const catalog = await app.inject({ url: '/api/reports/catalog' });
    expect(catalog.statusCode).toBe(200);
    expect(JSON.stringify(catalog.json())).toContain('59900');
  });

  it('refuse a save on top of an older version with 409, keeping the newer one', async () => {
    const { settings } = await current();
    const stale = await patch(0, {
      reports: { prices: { ...settings.reports.prices, life: 39_900 } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'settings_version_stale', field: 'version' });
    expect((await current()).settings.reports.prices.life).toBe(59_900);
  });

  it('let exactly one of a hundred parallel saves of the same version through', async () => {
    const { version, settings } = await current();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        patch(version, {
          consultations: {
            ...settings.consultations,
            defaultRevenueSharePercent: 50 + (index % 50),
          },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array(99).fill(409)]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const after = await current();
    expect(after.version).toBe(version + 1);
    expect(after.settings).toEqual(AdminSettingsSchema.parse(winner?.json()).settings);
    const versions = AdminSettingsVersionListSchema.parse(
      (await app.inject({ url: '/api/admin/settings/versions', headers: bearer(admin) })).json(),
    ).versions;
    expect(versions.map((saved) => saved.version)).toEqual([2, 1]);
    expect(versions[0]?.sections).toEqual(['consultations']);
  });

  it('give new free minutes and a new package discount to the offer, the cards and the charge', async () => {
    const { version, settings } = await current();
    const saved = await patch(version, {
      consultations: {
        ...settings.consultations,
        freeFirstMinutes: 3,
        chatPackageDiscountPercent: 20,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(OffersSchema.parse((await app.inject({ url: '/api/offers' })).json())).toEqual({
      freeFirstMinutes: 3,
      chatPackageMinutes: 20,
      chatPackageDiscountPercent: 20,
    });
    // ₹20 a minute: 20 minutes are ₹400, at 20 % off ₹320.
    const card = AstrologerListSchema.parse(
      (await app.inject({ url: '/api/astrologers' })).json(),
    ).find((astrologer) => astrologer.id === astrologerId);
    expect(card).toMatchObject({ packagePricePaise: 32_000, packageOriginalPricePaise: 40_000 });

    const first = await signUpUser(app, `settings-free-${Date.now()}@example.in`);
    const chat = ConsultationSchema.parse(
      (await requestChat(app, first.token, astrologerId)).json(),
    );
    expect(chat.freeMinutes).toBe(3);
    await act(app, first.token, chat.id, 'end');

    const buyer = await signUpUser(app, `settings-package-${Date.now()}@example.in`);
    await rechargeThroughSandbox(app, buyer.token, 'inr-500');
    const bought = await requestChat(app, buyer.token, astrologerId, 'package');
    expect(bought.statusCode, bought.body).toBe(201);
    const row = await app.db
      .selectFrom('consultation')
      .select('package_price')
      .where('id', '=', ConsultationSchema.parse(bought.json()).id)
      .executeTakeFirstOrThrow();
    expect(Number(row.package_price)).toBe(32_000);
  });

  it('set the analytics id, which ga-config then names', async () => {
    const { version } = await current();
    const saved = await patch(version, { analytics: { measurementId: 'G-SETTINGS26' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const config = GaConfigSchema.parse(
      (await app.inject({ url: '/api/analytics/ga-config' })).json(),
    );
    expect(config.data.measurementId).toBe('G-SETTINGS26');
  });

  it('record a change through the older wallet route as a version too', async () => {
    const { version, settings } = await current();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/wallet/settings',
      headers: bearer(admin),
      payload: {
        ...settings.wallet,
        seller: { ...settings.wallet.seller, gstin: '07AAACJ1234F1Z5' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await current();
    expect(after.version).toBe(version + 1);
    expect(after.settings.wallet.seller.gstin).toBe('07AAACJ1234F1Z5');
    const packages = RechargePackagesSchema.parse(
      (await app.inject({ url: '/api/wallet/packages' })).json(),
    );
    expect(packages.packages.map((offer) => offer.price)).toContain(59_000);
  });
});
