import fp from 'fastify-plugin';
import { expireAbsentAstrologers } from './astrologer-profiles.js';
import { type Clock, systemClock } from './billing.js';
import { ChatHub } from './chat-hub.js';
import type { OutgoingEvent } from './consultation-events.js';
import { settleDue } from './consultation-lifecycle.js';
import { seedDemoAstrologers } from './demo-astrologers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock consultations are billed by (tests move one by hand). */
    clock: Clock;
    chatHub: ChatHub;
    /** Settles every consultation past a deadline and tells their sockets. */
    settleConsultations: () => Promise<OutgoingEvent[]>;
  }
}

export interface ConsultationsPluginOptions {
  readonly clock?: Clock;
  /** Milliseconds between sweeps; 0 leaves sweeping to the caller (tests with a hand clock). */
  readonly sweepMs?: number;
}

/** How often the deadlines of consultations are looked at: a minute is billed within a second. */
const SWEEP_MS = 1000;
/** How often astrologers without a heartbeat are taken offline. */
const PRESENCE_SWEEP_MS = 15_000;

export const consultationsPlugin = fp<ConsultationsPluginOptions>(
  async (app, options) => {
    const clock = options.clock ?? systemClock;
    app.decorate('clock', clock);
    const hub = new ChatHub(app.config.redisUrl, app.log);
    app.decorate('chatHub', hub);
    app.addHook('onClose', async () => hub.close());

    const settle = async () => {
      const events = await settleDue(app.db, clock.now());
      await hub.publish(events);
      return events;
    };
    app.decorate('settleConsultations', settle);

    if (app.config.seedDemo) {
      const added = await seedDemoAstrologers(app.db);
      if (added > 0) app.log.info({ added }, 'demo astrologers seeded');
    }

    const sweepMs = options.sweepMs ?? SWEEP_MS;
    if (sweepMs > 0) {
      let running = false;
      const sweeping = setInterval(() => {
        if (running) return;
        running = true;
        void settle()
          .catch((error: unknown) => app.log.error({ err: error }, 'consultation sweep failed'))
          .finally(() => {
            running = false;
          });
      }, sweepMs).unref();
      const presence = setInterval(
        () =>
          void expireAbsentAstrologers(app.db, clock.now()).catch((error: unknown) =>
            app.log.error({ err: error }, 'astrologer presence sweep failed'),
          ),
        PRESENCE_SWEEP_MS,
      ).unref();
      app.addHook('onClose', async () => {
        clearInterval(sweeping);
        clearInterval(presence);
      });
    }
  },
  { name: 'consultations', dependencies: ['database'] },
);
