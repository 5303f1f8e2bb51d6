import { queryNumber } from '../api/query-number.js';
import { z } from '../zod.js';

/**
 * Where a background job stands: `queued` (due at `runAt`), `running` (held by a runner),
 * `succeeded`, `retrying` (a try failed; due again at `runAt`), `dead` (its last try failed;
 * only an administrator's retry brings it back).
 */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'retrying', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** One background job as administrators see it; its payload is not shown (it may hold secrets). */
export const AdminJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** Tries started so far, of `maxAttempts`. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it is (or was last) due; for `retrying`, when the next try comes. ISO 8601. */
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;

export const ADMIN_JOBS_PAGE_SIZE = 20;

/** `GET /api/admin/jobs`: newest first, optionally of one state and one kind; pages start at 1. */
export const AdminJobsQuerySchema = z.object({
  state: z.enum(JOB_STATES).optional(),
  kind: z.string().trim().min(1).max(100).optional(),
  page: queryNumber({ min: 1, integer: true, default: 1 }),
});
export type AdminJobsQuery = z.infer<typeof AdminJobsQuerySchema>;

export const AdminJobsPageSchema = z.object({
  jobs: z.array(AdminJobSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminJobsPage = z.infer<typeof AdminJobsPageSchema>;

/** `POST /api/admin/jobs/{id}/retry`: a dead job back to `queued`, with all its tries again. */
export const JobIdParamsSchema = z.object({ id: z.uuid() });
