import { z } from '../zod.js';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** The running build's version (package.json). */
  version: z.string(),
  /** Whether the database answered a trivial query just now. */
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
