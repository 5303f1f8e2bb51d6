import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** "Page X of Y · entries: N" with Previous and Next, under a table paged on the server. */
export function AdminPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation('auth');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
      <span>{t('admin.audit.page', { page, pages, total })}</span>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin.audit.previous')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('admin.audit.next')}
        </Button>
      </div>
    </div>
  );
}
