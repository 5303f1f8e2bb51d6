import { JOB_STATES, type JobState } from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useServerMessage } from '@/lib/use-server-message';
import { adminJobsQuery, adminKeys, retryAdminJob } from '../api/admin-requests';

/** Background jobs (mails…), filtered by state and paged, with a retry for dead ones. */
export function JobsList() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const [state, setState] = useState<JobState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { data } = useQuery(adminJobsQuery(state, page));
  const retry = useMutation({
    mutationFn: retryAdminJob,
    onSuccess: async () => {
      toast({ title: t('admin.jobs.retried') });
      await queryClient.invalidateQueries({ queryKey: adminKeys.jobs() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
    onError: (error) => toast({ title: messageOf(error, t('generic')), variant: 'destructive' }),
  });
  const when = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4" data-testid="admin-jobs">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {t('admin.jobs.stateFilter')}
          <select
            value={state ?? ''}
            onChange={(event) => {
              const chosen = JOB_STATES.find((value) => value === event.target.value);
              setState(chosen);
              setPage(1);
            }}
            className="h-9 rounded border border-slate-300 px-2"
          >
            <option value="">{t('admin.jobs.allStates')}</option>
            {JOB_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.jobs.states.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {data ? (
          <span className="text-sm text-slate-600">
            {t('admin.jobs.total', { count: data.total })}
          </span>
        ) : null}
      </div>
      {data && data.jobs.length === 0 ? (
        <p className="text-slate-600">{t('admin.jobs.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3">{t('admin.jobs.kind')}</th>
                <th className="py-2 pr-3">{t('admin.status')}</th>
                <th className="py-2 pr-3">{t('admin.jobs.attempts')}</th>
                <th className="py-2 pr-3">{t('admin.jobs.runAt')}</th>
                <th className="py-2 pr-3">{t('admin.jobs.lastError')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.jobs.map((job) => (
                <tr key={job.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 font-mono">{job.kind}</td>
                  <td className="py-2 pr-3">
                    {t(`admin.jobs.states.${job.state}`)}
                    {job.state === 'dead' ? (
                      <>
                        {' '}
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={retry.isPending}
                          onClick={() => retry.mutate(job.id)}
                        >
                          {t('admin.jobs.retry')}
                        </Button>
                      </>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">
                    {t('admin.jobs.attemptsOf', { attempts: job.attempts, max: job.maxAttempts })}
                  </td>
                  <td className="py-2 pr-3">
                    <time dateTime={job.runAt}>{when.format(new Date(job.runAt))}</time>
                  </td>
                  <td className="max-w-xs break-words py-2 pr-3 font-mono text-xs text-slate-600">
                    {job.lastError ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          {t('admin.previous')}
        </Button>
        <span className="text-sm text-slate-600">{t('admin.page', { page, pages })}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          {t('admin.next')}
        </Button>
      </div>
    </div>
  );
}
