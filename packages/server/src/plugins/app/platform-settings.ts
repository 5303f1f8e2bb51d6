import type { PlatformSettings } from '@jyotish/contract';
import fp from 'fastify-plugin';
import {
  DEFAULT_PLATFORM_SETTINGS,
  loadPlatformSettings,
} from '../../settings/platform-settings.js';

/**
 * The settings as this process last read them, for what every request reads and a few
 * seconds of delay cannot hurt: the offers texts, the package price on astrologer cards, the
 * analytics id and its policy. Money (free minutes and package price as charged, recharge
 * packages, report prices, GST) is always read from the database in its own transaction.
 */
export interface PlatformSettingsCache {
  current(): PlatformSettings;
  /** The analytics id in effect: the settings', else the server's `ANALYTICS_MEASUREMENT_ID`. */
  analyticsMeasurementId(): string | undefined;
  /** After a save on this process, so its next answers already show it. */
  replace(settings: PlatformSettings): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    platformSettings: PlatformSettingsCache;
  }
}

/** Another instance's save reaches this one within this long. */
const REFRESH_MS = 15_000;

export const platformSettingsPlugin = fp(
  async (app) => {
    let settings = DEFAULT_PLATFORM_SETTINGS;
    const refresh = async () => {
      try {
        settings = await loadPlatformSettings(app.db);
      } catch (error) {
        app.log.warn({ err: error }, 'the settings could not be read; the last ones stay');
      }
    };
    app.decorate('platformSettings', {
      current: () => settings,
      analyticsMeasurementId: () =>
        settings.analytics.measurementId ?? app.config.analyticsMeasurementId,
      replace: (saved) => {
        settings = saved;
      },
    } satisfies PlatformSettingsCache);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await refresh();
      timer = setInterval(() => void refresh(), REFRESH_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'platform-settings', dependencies: ['database'] },
);
