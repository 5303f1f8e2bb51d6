import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { contactMessagesQuery } from '../api/admin-requests';
import { AdminPager } from './admin-pager';

/** What visitors wrote on `/contact`, newest first, fifty a page, with a reply link. */
export function ContactMessagesList() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const { data } = useQuery(contactMessagesQuery(page));
  const when = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="flex flex-col gap-4" data-testid="admin-contact-messages">
      {data && data.messages.length === 0 ? (
        <p className="text-slate-600">{t('admin.contactMessages.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {data?.messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-1 py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {message.name}{' '}
                  <a
                    href={`mailto:${message.email}`}
                    className="font-normal text-brand-700 underline"
                  >
                    {message.email}
                  </a>
                </span>
                <span className="text-xs text-slate-500">
                  {when.format(new Date(message.createdAt))} · {message.language}
                </span>
              </div>
              <p className="whitespace-pre-wrap text-slate-700">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
      {data ? (
        <AdminPager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
      ) : null}
    </div>
  );
}
