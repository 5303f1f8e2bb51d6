import {
  REPORT_TYPES,
  type ReportSettings,
  ReportSettingsSchema,
  type ReportType,
} from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { apiFetch, apiGet } from '@/lib/api-client';
import { useServerMessage } from '@/lib/use-server-message';

const SETTINGS_PATH = '/api/admin/reports/settings';
const settingsKey = ['admin', 'report-settings'] as const;

/**
 * The premium reports' prices (`GET`/`PUT /api/admin/reports/settings`), in rupees here and in
 * paise on the wire; the catalogue and the next purchase use them at once, and the change is in
 * the audit log.
 */
export function ReportPricesForm() {
  const { t } = useTranslation('auth');
  const { t: tr } = useTranslation('reports');
  const messageOf = useServerMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async () => ReportSettingsSchema.parse(await apiGet<unknown>(SETTINGS_PATH)),
  });
  const [rupees, setRupees] = useState<Partial<Record<ReportType, string>>>({});
  const save = useMutation({
    mutationFn: (body: ReportSettings) => apiFetch<unknown>(SETTINGS_PATH, { method: 'PUT', body }),
    onSuccess: () => {
      setRupees({});
      void queryClient.invalidateQueries({ queryKey: settingsKey });
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
  if (!settings.data)
    return <p className="text-sm text-slate-600">{t('admin.reportPrices.loading')}</p>;
  const current = settings.data.prices;
  const shown = (type: ReportType) => rupees[type] ?? String(current[type] / 100);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const prices = Object.fromEntries(
      REPORT_TYPES.map((type) => [type, Math.round(Number(shown(type)) * 100)]),
    ) as ReportSettings['prices'];
    save.mutate({ prices });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="admin-report-prices">
      <div className="grid gap-3 sm:grid-cols-3">
        {REPORT_TYPES.map((type) => (
          <div key={type} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${type}`} className="text-sm font-medium text-slate-700">
              {t('admin.reportPrices.price', { report: tr(`types.${type}.title`) })}
            </label>
            <input
              id={`${id}-${type}`}
              type="number"
              inputMode="decimal"
              min={1}
              step={1}
              className={controlClass(false)}
              value={shown(type)}
              onChange={(event) =>
                setRupees((previous) => ({ ...previous, [type]: event.target.value }))
              }
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.reportPrices.save')}
        </Button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {save.isSuccess ? t('admin.reportPrices.saved') : null}
          {save.isError ? messageOf(save.error, t('generic')) : null}
        </p>
      </div>
    </form>
  );
}
