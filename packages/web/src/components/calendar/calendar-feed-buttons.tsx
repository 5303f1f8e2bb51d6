import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-variants';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast';

const ITEM =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-highlighted:bg-brand-50 data-highlighted:text-brand-800';

/** The feed's address on this site, and the same as a `webcal:` link calendar apps subscribe to. */
export function feedUrls(path: string, query: Record<string, string>, origin: string) {
  const url = `${origin}${path}?${new URLSearchParams(query)}`;
  const webcal = url.replace(/^https?:/, 'webcal:');
  return {
    url,
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  };
}

/**
 * "Add to calendar" (the `.ics` file, which a phone opens in its calendar) and "Subscribe": a
 * `webcal:` link for Apple, Outlook and Android calendars, Google Calendar's own link, and the
 * address to paste into any other app; a subscribed calendar fetches the feed again every day.
 */
export function CalendarFeedButtons({
  path,
  query,
}: {
  path: string;
  query: Record<string, string>;
}) {
  const { t } = useTranslation('common');
  const { url, webcal, google } = feedUrls(path, query, window.location.origin);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('calendarFeed.copied') });
    } catch {
      toast({ title: t('calendarFeed.copyFailed', { url }), variant: 'destructive' });
    }
  }
  return (
    <div className="flex flex-wrap gap-2 print:hidden" data-testid="calendar-feed">
      <a href={url} download className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
        {t('calendarFeed.add')}
      </a>
      <DropdownMenu>
        <MenuPrimitive.Trigger className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          {t('calendarFeed.subscribe')} ▾
        </MenuPrimitive.Trigger>
        <DropdownMenuContent>
          <MenuPrimitive.Item asChild className={ITEM}>
            <a href={webcal}>{t('calendarFeed.device')}</a>
          </MenuPrimitive.Item>
          <MenuPrimitive.Item asChild className={ITEM}>
            <a href={google} target="_blank" rel="noopener noreferrer">
              {t('calendarFeed.google')}
            </a>
          </MenuPrimitive.Item>
          <DropdownMenuItem onSelect={() => void copy()}>{t('calendarFeed.copy')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
