import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { JsonValue } from '../db/schema.js';

/**
 * A kind of background job: its name (the `kind` column), what its payload holds, and how many
 * tries it gets before it is dead. Callers enqueue with it; a handler of the same kind runs it.
 */
export interface JobKind<Payload> {
  readonly kind: string;
  readonly payload: z.ZodType<Payload>;
  readonly maxAttempts: number;
}

export function defineJobKind<Payload>(kind: JobKind<Payload>): JobKind<Payload> {
  return kind;
}

/** What a handler is told about the run it is in. */
export interface JobContext {
  readonly jobId: string;
  /** 1 on the first try. */
  readonly attempt: number;
  /** Aborted when the server shuts down and the job has not finished within the grace time. */
  readonly signal: AbortSignal;
  readonly log: FastifyBaseLogger;
}

/**
 * Runs one kind of job. A job runs at least once, not exactly once: a runner that dies after
 * the work but before recording it (or whose lease runs out while it still works) leaves the
 * job to be run again. So every handler must be idempotent: doing its work twice has the
 * effect of doing it once (the mail handler keys the outbox row on the job id and does not
 * send a mail already marked sent). A thrown error fails the try; the queue retries it.
 */
export interface JobHandler<Payload> {
  readonly job: JobKind<Payload>;
  readonly run: (payload: Payload, context: JobContext) => Promise<void>;
  /**
   * The payload to keep once the job has succeeded, without the secrets it carried (a reset
   * token): the job table then holds nothing that grants access.
   */
  readonly redactOnSuccess?: (payload: Payload) => JsonValue;
}

/** A handler as the runner holds it: the payload is parsed from the stored JSON before it runs. */
export interface RegisteredJobHandler {
  readonly kind: string;
  readonly run: (payload: unknown, context: JobContext) => Promise<void>;
  readonly redactOnSuccess: ((payload: unknown) => JsonValue) | undefined;
}

export function registeredJobHandler<Payload>(handler: JobHandler<Payload>): RegisteredJobHandler {
  const { job, run, redactOnSuccess } = handler;
  return {
    kind: job.kind,
    run: (payload, context) => run(job.payload.parse(payload), context),
    redactOnSuccess: redactOnSuccess
      ? (payload) => redactOnSuccess(job.payload.parse(payload))
      : undefined,
  };
}
