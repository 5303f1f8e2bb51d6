import type { PageKey } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToolPage } from '@/components/ui/tool-page';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';

/** The hub's tools, each with the page it opens. */
const TOOLS = [
  ['tarot', '/tarot'],
  ['palmistry', '/palmistry'],
  ['vastu', '/vastu'],
  ['numerology', '/numerology'],
  ['luckyNumbers', '/lucky-numbers'],
  ['lalKitab', '/lal-kitab'],
  ['gemstones', '/gemstones'],
  ['loveCompatibility', '/love-compatibility'],
  ['babyNaming', '/baby-naming'],
] as const satisfies readonly (readonly [PageKey, string])[];

/**
 * `/divination`: the traditional tools beside the chart, each with what it is and what it is
 * not, so a reader knows which rests on the computed sky and which on a tradition's symbols.
 */
export function DivinationPage() {
  const { t } = useTranslation('tools');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  return (
    <ToolPage heading={pages.divination.heading} lead={t('divination.lead')} wide>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="divination-tools">
        {TOOLS.map(([key, path]) => (
          <li
            key={key}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h2 className="font-display text-xl font-semibold text-slate-900">
              <Link
                to={localize(path)}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {pages[key].heading}
              </Link>
            </h2>
            <p className="text-slate-700">
              <span className="font-medium text-emerald-800">{t('divination.is')} </span>
              {t(`divination.tools.${key}.is`)}
            </p>
            <p className="text-slate-700">
              <span className="font-medium text-amber-800">{t('divination.isNot')} </span>
              {t(`divination.tools.${key}.isNot`)}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('divination.note')}</p>
    </ToolPage>
  );
}
