import {
  ADMIN_JOBS_PAGE_SIZE,
  ADMIN_MESSAGES,
  AdminJobSchema,
  AdminJobsPageSchema,
  AdminJobsQuerySchema,
  ErrorResponseSchema,
  JobIdParamsSchema,
} from '@jyotish/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreachable } from '../../../accounts/http-replies.js';
import { recordAuditEvent } from '../../../audit/audit-log.js';
import { presentAdminJob } from '../../../jobs/job-presenter.js';
import { listJobs, requeueDeadJob } from '../../../jobs/job-queue.js';

const guardResponses = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The background jobs, for administrators: the list, and a dead job's retry (audited). */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = app.requireRole('admin');

  app.get(
    '/admin/jobs',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Background jobs, newest first, by state and kind',
        querystring: AdminJobsQuerySchema,
        response: { 200: AdminJobsPageSchema, 400: ErrorResponseSchema, ...guardResponses },
      },
    },
    async (request, reply) => {
      const { state, kind, page } = request.query;
      const { rows, total } = await listJobs(app.db, {
        state,
        kind,
        limit: ADMIN_JOBS_PAGE_SIZE,
        offset: (page - 1) * ADMIN_JOBS_PAGE_SIZE,
      });
      return reply.header('cache-control', 'no-store').send({
        jobs: rows.map(presentAdminJob),
        total,
        page,
        pageSize: ADMIN_JOBS_PAGE_SIZE,
      });
    },
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Put a dead job back in the queue with all its tries',
        params: JobIdParamsSchema,
        response: {
          200: AdminJobSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...guardResponses,
        },
      },
    },
    async (request, reply) => {
      const { user: admin } = request.account ?? unreachable();
      const requeued = await requeueDeadJob(app.db, request.params.id);
      if (requeued === 'not_found') {
        return reply.code(404).send({
          message: ADMIN_MESSAGES.jobNotFound,
          code: 'not_found',
          reason: 'job_not_found',
        });
      }
      if (requeued === 'not_dead') {
        return reply.code(409).send({
          message: ADMIN_MESSAGES.jobNotDead,
          code: 'conflict',
          reason: 'job_not_dead',
        });
      }
      await recordAuditEvent(app.db, {
        actorId: admin.id,
        action: 'job.retry',
        target: requeued.id,
        details: { kind: requeued.kind },
      });
      app.jobs.wake();
      return presentAdminJob(requeued);
    },
  );
};
