import {
  SIGN_TAROT_TRUMPS,
  TAROT_SPREADS,
  type TarotCard,
  type TarotSpread,
  tarotYearCard,
} from '@jyotish/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthDateSelects } from '@/components/ui/birth-moment-selects';
import { Button } from '@/components/ui/button';
import { ToolPage } from '@/components/ui/tool-page';
import { birthDatePartsOf, isoDateOf } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';
import { TarotCardFace } from './tarot-card-face';
import { drawSpread, tarotDeckQuery } from './tarot-requests';
import { TarotSpreadView } from './tarot-spread';

const SPREAD_SIZES: Readonly<Record<TarotSpread, number>> = {
  'one-card': 1,
  'three-card': 3,
  'celtic-cross': 10,
};

/** The reading: a question kept on the device, a spread, and the cards the server drew. */
function TarotReading() {
  const { t } = useTranslation('tarot');
  const { language } = useLanguage();
  const questionId = useId();
  const [spread, setSpread] = useState<TarotSpread>('three-card');
  const [question, setQuestion] = useState('');
  const draw = useMutation({ mutationFn: () => drawSpread(spread, language) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    draw.mutate();
  };
  return (
    <div className="space-y-8">
      <form
        onSubmit={submit}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5"
        data-testid="tarot-form"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={questionId} className="font-medium text-slate-800">
            {t('question')}
          </label>
          <textarea
            id={questionId}
            rows={2}
            maxLength={300}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder={t('questionPlaceholder')}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
          <p className="text-xs text-slate-500">{t('questionPrivate')}</p>
        </div>
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-800">{t('spread')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {TAROT_SPREADS.map((id) => (
              <label
                key={id}
                className={clsx(
                  'flex cursor-pointer flex-col gap-1 rounded-xl border p-3',
                  spread === id ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200',
                )}
              >
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <input
                    type="radio"
                    name="spread"
                    value={id}
                    checked={spread === id}
                    onChange={() => setSpread(id)}
                    data-testid={`tarot-spread-${id}`}
                  />
                  {t(`spreads.${id}`)}
                </span>
                <span className="text-sm text-slate-600">
                  {t('cards', { count: SPREAD_SIZES[id] })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" disabled={draw.isPending} data-testid="tarot-draw">
          {draw.data ? t('drawAgain') : t('draw')}
        </Button>
        {draw.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('error')}
          </p>
        ) : null}
      </form>
      {draw.data ? (
        <div className="space-y-3">
          {question.trim() ? (
            <p className="text-slate-700">
              <span className="font-medium">{t('yourQuestion')}</span> {question.trim()}
            </p>
          ) : null}
          <TarotSpreadView draw={draw.data} />
        </div>
      ) : null}
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">{t('howTitle')}</summary>
        <p className="mt-2 text-sm text-slate-700">{t('how')}</p>
      </details>
      <DeckGallery />
    </div>
  );
}

/** The 78 cards with both meanings, loaded when opened. */
function DeckGallery() {
  const { t } = useTranslation('tarot');
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const deck = useQuery({ ...tarotDeckQuery(language), enabled: open });
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white p-4"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="tarot-deck"
    >
      <summary className="cursor-pointer font-medium text-slate-900">{t('deckTitle')}</summary>
      <p className="mt-2 text-sm text-slate-700">{t('deckLead')}</p>
      {deck.data ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {deck.data.map((card) => (
            <li key={card.id} className="flex gap-3 rounded-xl border border-slate-100 p-3">
              <TarotCardFace index={card.index} className="h-auto w-16 shrink-0" />
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">{card.name}</p>
                <p className="text-xs text-slate-500">{card.keywords}</p>
                <p className="mt-1 text-slate-700">
                  <span className="font-medium">{t('upright')}: </span>
                  {card.upright}
                </p>
                <p className="mt-1 text-slate-700">
                  <span className="font-medium">{t('reversed')}: </span>
                  {card.reversed}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : open ? (
        <p className="mt-3 text-sm text-slate-600">{deck.isError ? t('error') : t('loading')}</p>
      ) : null}
    </details>
  );
}

/** `/tarot`: a one-card, three-card or Celtic-cross reading, and the deck's meanings. */
export function TarotPage() {
  const { t } = useTranslation('tarot');
  const { pages } = useMetadata();
  return (
    <ToolPage heading={pages.tarot.heading} lead={t('lead')} wide>
      <TarotReading />
    </ToolPage>
  );
}

const YEAR = 2025;

function YearCard({ card, caption }: { card: TarotCard | undefined; caption: string }) {
  if (!card) return null;
  return (
    <div className="flex gap-4 rounded-2xl border border-indigo-100 bg-white p-4 shadow-sm">
      <TarotCardFace index={card.index} className="h-auto w-24 shrink-0" />
      <div className="space-y-1">
        <p className="text-sm font-medium text-indigo-700">{caption}</p>
        <p className="font-display text-xl font-semibold text-slate-900">{card.name}</p>
        <p className="text-xs text-slate-500">{card.keywords}</p>
        <p className="text-sm text-slate-700">{card.upright}</p>
      </div>
    </div>
  );
}

/**
 * `/tarot-2025` (`/year-2025/tarot`): the reader's 2025 year card from the birth date, the
 * year's own card (its digits summed), each sign's trump, and a reading.
 */
export function Tarot2025Page() {
  const { t } = useTranslation('tarot');
  const { t: tKundli } = useTranslation('kundli');
  const { pages } = useMetadata();
  const { language } = useLanguage();
  const names = useAstroNames();
  const deck = useQuery(tarotDeckQuery(language));
  const [date, setDate] = useState(birthDatePartsOf(''));
  const [asked, setAsked] = useState<{ month: number; day: number } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const iso = isoDateOf(date);
    const [, month, day] = iso.split('-').map(Number);
    setAsked(month && day ? { month, day } : null);
  };
  // The year's own card: its digits summed (2 + 0 + 2 + 5 = 9, The Hermit).
  const collective = [...String(YEAR)].reduce((sum, digit) => sum + Number(digit), 0);
  const personal = asked ? tarotYearCard(asked.month, asked.day, YEAR) : null;
  return (
    <ToolPage heading={pages.year2025Tarot.heading} lead={t('year.lead')} wide>
      <div className="space-y-8">
        <form
          onSubmit={submit}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
          data-testid="tarot-year-form"
        >
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium text-slate-800">{t('year.birthDate')}</legend>
            <BirthDateSelects
              value={date}
              onChange={setDate}
              labels={{
                day: tKundli('form.day'),
                month: tKundli('form.month'),
                year: tKundli('form.year'),
                hour: tKundli('form.hour'),
                minute: tKundli('form.minute'),
              }}
              invalid={false}
            />
          </fieldset>
          <Button type="submit" data-testid="tarot-year-submit">
            {t('year.submit')}
          </Button>
        </form>
        {personal !== null && asked ? (
          <div data-testid="tarot-year-card">
            <YearCard
              card={deck.data?.[personal]}
              caption={t('year.personal', {
                month: asked.month,
                day: asked.day,
                year: YEAR,
                sum: asked.month + asked.day + YEAR,
              })}
            />
          </div>
        ) : null}
        <YearCard card={deck.data?.[collective]} caption={t('year.collective', { year: YEAR })} />
        <section aria-labelledby="tarot-signs" className="space-y-3">
          <h2 id="tarot-signs" className="font-display text-2xl font-semibold text-slate-900">
            {t('year.signsTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('year.signsLead')}</p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {SIGN_TAROT_TRUMPS.map((trump, i) => (
              <li
                key={trump}
                className="flex items-center gap-3 rounded-xl border border-slate-100 bg-white p-3"
              >
                <TarotCardFace index={trump} className="h-auto w-12 shrink-0" />
                <div className="text-sm">
                  <p className="font-semibold text-slate-900">{names.sign(i + 1)}</p>
                  <p className="text-slate-700">{deck.data?.[trump]?.name}</p>
                  <p className="text-xs text-slate-500">{deck.data?.[trump]?.keywords}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="tarot-2025-reading" className="space-y-3">
          <h2
            id="tarot-2025-reading"
            className="font-display text-2xl font-semibold text-slate-900"
          >
            {t('year.readingTitle')}
          </h2>
          <TarotReading />
        </section>
      </div>
    </ToolPage>
  );
}
