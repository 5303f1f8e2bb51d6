import type { ReportType } from '@jyotish/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { reportPdfPath } from '../api/report-requests';

/**
 * Downloads a report's PDF. Only its buyer (and administrators) may have it, so it is fetched
 * with the session's token and saved from memory rather than linked.
 */
export function ReportPdfButton({
  reportId,
  type,
  label,
  size = 'lg',
  describedBy,
  testId,
}: {
  readonly reportId: string;
  readonly type: ReportType;
  readonly label: string;
  readonly size?: 'sm' | 'lg';
  readonly describedBy?: string;
  readonly testId?: string;
}) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const blob = await apiBlob(reportPdfPath(reportId));
      saveBlob(blob, `jyotish-${type}-report-${reportId.slice(0, 8)}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        type="button"
        size={size}
        onClick={() => void download()}
        disabled={busy}
        aria-describedby={describedBy}
        data-testid={testId}
      >
        {label}
      </Button>
      {failed ? (
        <span role="alert" className="text-sm text-red-700">
          {t('results.downloadFailed')}
        </span>
      ) : null}
    </span>
  );
}
