import { z } from '../zod.js';

/** The engine's worker pool (`ENGINE_THREADS`, `ENGINE_QUEUE_LIMIT`) right now. */
export const EngineHealthSchema = z.object({
  /** Worker threads; 0 when the engine runs inline on the event loop. */
  threads: z.number().int().nonnegative(),
  /** Threads running a task now. */
  busyThreads: z.number().int().nonnegative(),
  /** Tasks waiting for a free thread now; beyond `queueLimit` requests are answered 503. */
  queued: z.number().int().nonnegative(),
  queueLimit: z.number().int().nonnegative(),
  /** Share of the threads' time spent running tasks since the server started, 0 to 1. */
  utilization: z.number().nonnegative(),
});
export type EngineHealth = z.infer<typeof EngineHealthSchema>;

/** A bounded LRU cache since the server started. */
export const CacheHealthSchema = z.object({
  /** Entries held now, at most `capacity`. */
  entries: z.number().int().nonnegative(),
  capacity: z.number().int().nonnegative(),
  hits: z.number().int().nonnegative(),
  misses: z.number().int().nonnegative(),
  /** hits / (hits + misses), 0 to 1; 0 before the first lookup. */
  hitRate: z.number().min(0).max(1),
});
export type CacheHealth = z.infer<typeof CacheHealthSchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** The running build's version (package.json). */
  version: z.string(),
  /** Whether the database answered a trivial query just now. */
  database: z.enum(['up', 'down']),
  /** The payment gateway chosen at start: `razorpay` when its keys are set, else `sandbox`. */
  paymentGateway: z.enum(['razorpay', 'sandbox']),
  engine: EngineHealthSchema,
  caches: z.object({
    /** Days of panchang by date, place (to 0.01°), zone and conventions (`PANCHANG_CACHE_SIZE`). */
    panchangDay: CacheHealthSchema,
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
