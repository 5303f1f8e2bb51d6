import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { toast } from './toast';

/**
 * Print a result, or copy the page's link: its query reproduces the same result. `copyLabel`
 * names what is copied (a chart, a match).
 */
export function ResultActions({ copyLabel }: { copyLabel: string }) {
  const { t } = useTranslation('kundli');
  async function copyLink() {
    const link = window.location.href;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('result.linkCopied'), description: t('result.linkCopiedDescription') });
    } catch {
      // Without clipboard access (an insecure origin, a refused permission) the reader can still copy it by hand.
      toast({ title: copyLabel, description: link });
    }
  }
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <Button variant="secondary" onClick={() => window.print()}>
        {t('result.print')}
      </Button>
      <Button variant="secondary" onClick={() => void copyLink()}>
        {copyLabel}
      </Button>
    </div>
  );
}
