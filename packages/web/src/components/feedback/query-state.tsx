import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** What a screen shows in place of its data while it loads, or when it could not be loaded. */
export function QueryState({
  isError,
  onRetry,
}: {
  readonly isError: boolean;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  if (!isError) {
    return (
      <p role="status" className="text-slate-600">
        {t('query.loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-slate-700">
      <p>{t('query.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('query.retry')}
      </Button>
    </div>
  );
}
