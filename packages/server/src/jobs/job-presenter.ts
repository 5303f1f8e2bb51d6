import type { AdminJob } from '@jyotish/contract';
import type { JobRow } from './job-queue.js';

/** A job row as administrators see it: state, tries and last error, never the payload. */
export function presentAdminJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: new Date(row.run_at).toISOString(),
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
