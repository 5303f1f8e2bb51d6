import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.js';
import { adminJobsRoutes } from './admin/admin-jobs.js';
import { authRoutes } from './auth/auth.js';
import { googleRoutes } from './auth/google.js';
import { passwordResetRoutes } from './auth/password-reset.js';
import { calendarFeedRoutes } from './calendar-feeds/calendar-feeds.js';
import { docsRoutes } from './docs/docs.js';
import { festivalRoutes } from './festivals/festivals.js';
import { healthRoutes } from './health/health.js';
import { kundliRoutes } from './kundli/kundli.js';
import { locationsRoutes } from './locations/locations.js';
import { matchingRoutes } from './matching/matching.js';
import { muhuratRoutes } from './muhurat/muhurat.js';
import { panchangRoutes } from './panchang/panchang.js';
import { planetTransitRoutes } from './planet-transits/planet-transits.js';
import { profilesRoutes } from './profiles/profiles.js';
import { sadeSatiRoutes } from './sade-sati/sade-sati.js';

/** Every route under `/api`; each area's folder holds its routes, schemas and tests. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(googleRoutes);
  await app.register(adminRoutes);
  await app.register(adminJobsRoutes);
  await app.register(profilesRoutes);
  await app.register(kundliRoutes);
  await app.register(matchingRoutes);
  await app.register(sadeSatiRoutes);
  await app.register(panchangRoutes);
  await app.register(festivalRoutes);
  await app.register(muhuratRoutes);
  await app.register(planetTransitRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(locationsRoutes);
  await app.register(docsRoutes);
};
