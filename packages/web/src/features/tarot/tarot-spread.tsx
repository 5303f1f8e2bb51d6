import type { DrawnTarotCard, TarotDraw } from '@jyotish/contract';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { TarotCardFace } from './tarot-card-face';

/**
 * Where each Celtic-cross card lies on a wide screen (Waite's layout): the present (1) with the
 * card crossing it (2) beside it, the root (3) beneath, the past (4) behind, the crown (5) above,
 * the future (6) before; the staff of four rises on the right. Phones get the cards in order.
 */
const CROSS_PLACES: Readonly<Record<number, string>> = {
  1: 'lg:col-start-2 lg:row-start-2',
  2: 'lg:col-start-3 lg:row-start-2',
  3: 'lg:col-start-2 lg:row-start-3',
  4: 'lg:col-start-1 lg:row-start-2',
  5: 'lg:col-start-2 lg:row-start-1',
  6: 'lg:col-start-4 lg:row-start-2',
  7: 'lg:col-start-5 lg:row-start-4',
  8: 'lg:col-start-5 lg:row-start-3',
  9: 'lg:col-start-5 lg:row-start-2',
  10: 'lg:col-start-5 lg:row-start-1',
};

function DrawnCard({ card, compact }: { card: DrawnTarotCard; compact: boolean }) {
  const { t } = useTranslation('tarot');
  return (
    <article
      className="flex gap-4 rounded-2xl border border-indigo-100 bg-white p-4 shadow-sm md:flex-col md:items-center md:text-center"
      data-testid={`tarot-card-${card.position}`}
    >
      <div className={clsx('shrink-0', compact ? 'w-20 md:w-24' : 'w-24 md:w-32')}>
        <TarotCardFace
          index={card.index}
          className={clsx('h-auto w-full transition-transform', card.isReversed && 'rotate-180')}
        />
      </div>
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">
          {card.position}. {card.positionName}
        </p>
        <h3 className="font-display text-lg font-semibold text-slate-900">{card.name}</h3>
        <p
          className={clsx(
            'inline-block rounded-full px-2 py-0.5 text-xs font-medium',
            card.isReversed ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
          )}
        >
          {card.isReversed ? t('reversed') : t('upright')}
        </p>
        <p className="text-sm text-slate-700">{card.meaning}</p>
        <p className="text-xs text-slate-500">{card.positionMeaning}</p>
      </div>
    </article>
  );
}

/** A drawn spread laid out as readers lay it. */
export function TarotSpreadView({ draw }: { draw: TarotDraw }) {
  const celtic = draw.spread === 'celtic-cross';
  return (
    <section
      className="space-y-4"
      aria-labelledby="tarot-spread-heading"
      data-testid="tarot-spread"
    >
      <h2 id="tarot-spread-heading" className="font-display text-2xl font-semibold text-slate-900">
        {draw.name}
      </h2>
      <p className="text-slate-700">{draw.about}</p>
      <ol
        className={clsx(
          'grid gap-4',
          celtic
            ? 'sm:grid-cols-2 lg:grid-cols-5'
            : draw.cards.length === 3
              ? 'md:grid-cols-3'
              : 'mx-auto max-w-sm',
        )}
      >
        {draw.cards.map((card) => (
          <li key={card.position} className={celtic ? CROSS_PLACES[card.position] : undefined}>
            <DrawnCard card={card} compact={celtic} />
          </li>
        ))}
      </ol>
    </section>
  );
}
