import { SIGN_SLUGS, type SignSlug } from '@jyotish/contract';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { useAstroNames } from '@/lib/use-astro-names';

/** The signs' symbols, in text presentation (not emoji), Aries first. */
export const SIGN_GLYPHS = [
  '♈',
  '♉',
  '♊',
  '♋',
  '♌',
  '♍',
  '♎',
  '♏',
  '♐',
  '♑',
  '♒',
  '♓',
].map((glyph) => `${glyph}\uFE0E`);

/**
 * The twelve signs as links to `pathOf(slug)`, the current one marked, and "I don't know my
 * sign", which leads to the Moon sign checker.
 */
export function SignPicker({
  pathOf,
  current,
}: {
  pathOf: (slug: SignSlug) => string;
  current?: SignSlug | undefined;
}) {
  const { t } = useTranslation('horoscopes');
  const names = useAstroNames();
  const { localize } = useLanguage();
  return (
    <nav aria-label={t('pickSign')} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-slate-700">{t('pickSign')}</h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {SIGN_SLUGS.map((slug, index) => (
          <li key={slug}>
            <Link
              to={localize(pathOf(slug))}
              aria-current={slug === current ? 'page' : undefined}
              className={clsx(
                'flex items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium transition',
                slug === current
                  ? 'border-brand-500 bg-brand-50 text-brand-800'
                  : 'border-slate-200 bg-white text-slate-800 hover:border-brand-300',
              )}
              data-testid={`sign-${slug}`}
            >
              <span aria-hidden="true" className="text-lg text-brand-600">
                {SIGN_GLYPHS[index]}
              </span>
              {names.sign(index + 1)}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={localize('/moon-sign-checker')}
        className="self-start text-sm font-medium text-brand-700 underline"
      >
        {t('dontKnow')}
      </Link>
    </nav>
  );
}
