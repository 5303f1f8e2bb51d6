import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ResultActions } from '@/components/ui/result-actions';
import { ToolPage } from '@/components/ui/tool-page';
import { useMetadata } from '@/lib/page-metadata';
import { PalmDrawing } from './palm-drawing';
import {
  choiceLookKey,
  choiceNameKey,
  choicesOf,
  choicesOfPart,
  chosenFor,
  EMPTY_SELECTION,
  isPalmPart,
  LINE_SHAPES,
  MOUNTS,
  PALM_LINES,
  PALM_PARTS,
  type PalmChoice,
  type PalmPart,
  type PalmSelection,
  partNameKey,
  partOf,
  partWhereKey,
  queryOfSelection,
  readingKey,
  sameChoice,
  selectionFromQuery,
  withChoice,
} from './palm-readings';

const PART_GROUPS = [
  { key: 'lines', parts: PALM_LINES },
  { key: 'mounts', parts: MOUNTS },
  { key: 'hand', parts: ['hand'] },
] as const;

/**
 * `/palmistry`: the reader picks a line, a mount or the hand shape (on the drawing or with the
 * buttons), chooses the description that matches their hand and reads what palmists see in
 * it. The choices live in the address, so a link repeats the whole reading.
 */
export function PalmistryPage() {
  const { t } = useTranslation('palmistry');
  const { pages } = useMetadata();
  const [query, setQuery] = useSearchParams();
  const selection = selectionFromQuery(query);
  const partParam = query.get('part');
  const focus: PalmPart = isPalmPart(partParam) ? partParam : 'life';

  const update = (next: PalmSelection, nextFocus: PalmPart) =>
    setQuery(new URLSearchParams([...queryOfSelection(next), ['part', nextFocus]]), {
      replace: true,
      preventScrollReset: true,
    });

  const description = PALM_LINES.map((line) => {
    const shape = selection.lines[line] ?? LINE_SHAPES[line][0];
    return `${t(partNameKey(line))}: ${t(choiceNameKey({ kind: 'line', line, shape } as PalmChoice))}`;
  }).join('; ');

  return (
    <ToolPage heading={pages.palmistry.heading} lead={t('lead')}>
      <div className="grid gap-8 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <figure className="self-start md:sticky md:top-24">
          <PalmDrawing
            focus={focus}
            selection={selection}
            title={t('drawing.title')}
            description={description}
            onPick={(part) => update(selection, part)}
          />
          <figcaption className="mt-2 space-y-1 text-center text-sm text-slate-700">
            <span className="block">{t('drawing.caption')}</span>
            <span className="block font-medium text-brand-800" data-testid="palm-highlighted">
              {t('drawing.highlighted', { part: t(partNameKey(focus)) })}
            </span>
          </figcaption>
        </figure>
        <div className="min-w-0 space-y-6">
          <PartPicker
            focus={focus}
            selection={selection}
            onPick={(part) => update(selection, part)}
          />
          <ChoicePicker
            key={focus}
            part={focus}
            chosen={chosenFor(selection, focus)}
            onChoose={(choice) => update(withChoice(selection, choice), focus)}
          />
        </div>
      </div>
      <ReadingSummary
        selection={selection}
        onShow={(part) => update(selection, part)}
        onClear={() => update(EMPTY_SELECTION, 'life')}
      />
      <HowToRead />
      <WholeGuide />
    </ToolPage>
  );
}

/** The parts as toggle buttons, in three groups: lines, mounts, the whole hand. */
function PartPicker({
  focus,
  selection,
  onPick,
}: {
  focus: PalmPart;
  selection: PalmSelection;
  onPick: (part: PalmPart) => void;
}) {
  const { t } = useTranslation('palmistry');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-xl font-semibold text-slate-900">
        {t('pickPart')}
      </h2>
      {PART_GROUPS.map((group) => (
        <fieldset key={group.key} className="space-y-1">
          <legend className="mb-1 text-sm font-medium text-slate-600">
            {t(`groups.${group.key}`)}
          </legend>
          <div className="flex flex-wrap gap-2">
            {group.parts.map((part) => {
              const done = chosenFor(selection, part) !== null;
              return (
                <button
                  key={part}
                  type="button"
                  aria-pressed={focus === part}
                  onClick={() => onPick(part)}
                  data-testid={`palm-part-${part}`}
                  className={clsx(
                    'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition',
                    focus === part
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400',
                  )}
                >
                  {done ? (
                    <span aria-hidden="true" className={focus === part ? '' : 'text-brand-600'}>
                      ✓
                    </span>
                  ) : null}
                  {t(partNameKey(part))}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

/** The shapes of one part as radio cards, with where to look and the chosen shape's reading. */
function ChoicePicker({
  part,
  chosen,
  onChoose,
}: {
  part: PalmPart;
  chosen: PalmChoice | null;
  onChoose: (choice: PalmChoice) => void;
}) {
  const { t } = useTranslation('palmistry');
  const name = useId();
  const partName = t(partNameKey(part));
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 className="font-display text-xl font-semibold text-brand-800">{partName}</h2>
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium text-slate-900">{t('whereLabel')}: </span>
          {t(partWhereKey(part))}
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium text-slate-800">{t('shapeLegend')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {choicesOfPart(part).map((choice) => {
            const checked = sameChoice(choice, chosen);
            return (
              <label
                key={readingKey(choice)}
                className={clsx(
                  'flex cursor-pointer flex-col gap-0.5 rounded-xl border-2 p-3 transition has-focus-visible:ring-4 has-focus-visible:ring-brand-200',
                  checked
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 bg-white hover:border-brand-300',
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={name}
                    value={readingKey(choice)}
                    checked={checked}
                    onChange={() => onChoose(choice)}
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  <span className="font-semibold text-slate-900">{t(choiceNameKey(choice))}</span>
                </span>
                <span className="pl-6 text-sm text-slate-600">{t(choiceLookKey(choice))}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div aria-live="polite" className="rounded-xl bg-brand-50 p-4" data-testid="palm-reading">
        {chosen ? (
          <>
            <h3 className="font-semibold text-brand-900">
              {t('readingTitle')}: {t(choiceNameKey(chosen))}
            </h3>
            <p className="mt-1 text-slate-800">{t(readingKey(chosen))}</p>
          </>
        ) : (
          <p className="text-slate-700">{t('notChosen')}</p>
        )}
      </div>
    </div>
  );
}

/** Every reading chosen so far, in reading order, with a way back to each part. */
function ReadingSummary({
  selection,
  onShow,
  onClear,
}: {
  selection: PalmSelection;
  onShow: (part: PalmPart) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('palmistry');
  const headingId = useId();
  const choices = choicesOf(selection);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-6"
      data-testid="palm-summary"
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-amber-900">
        {t('summary.title')}
      </h2>
      {choices.length === 0 ? (
        <p className="text-slate-700">{t('summary.empty')}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {choices.map((choice) => {
              const part = partOf(choice);
              return (
                <li key={part} className="rounded-xl bg-white p-3 shadow-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      {t(partNameKey(part))}: {t(choiceNameKey(choice))}
                    </p>
                    <button
                      type="button"
                      onClick={() => onShow(part)}
                      className="text-sm font-medium text-brand-700 underline print:hidden"
                    >
                      {t('summary.show')}
                    </button>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">{t(readingKey(choice))}</p>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap gap-3 print:hidden">
            <ResultActions copyLabel={t('summary.copyLink')} />
            <Button variant="ghost" onClick={onClear}>
              {t('summary.clear')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function HowToRead() {
  const { t } = useTranslation('palmistry');
  const headingId = useId();
  const points = ['whichHand', 'light', 'order', 'change', 'tradition'] as const;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-slate-900">
        {t('howTo.title')}
      </h2>
      <ul className="list-disc space-y-2 pl-5 text-slate-700 marker:text-brand-500">
        {points.map((point) => (
          <li key={point}>{t(`howTo.${point}`)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The rules of the page: every part, every choice and the reading it gives. */
function WholeGuide() {
  const { t } = useTranslation('palmistry');
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4" data-testid="palm-guide">
      <summary className="cursor-pointer font-medium text-brand-700">{t('guide.title')}</summary>
      <div className="mt-4 space-y-6">
        <p className="text-sm text-slate-700">{t('guide.intro')}</p>
        {PALM_PARTS.map((part) => (
          <div key={part} className="space-y-2">
            <h3 className="font-semibold text-slate-900">{t(partNameKey(part))}</h3>
            <dl className="space-y-2 text-sm">
              {choicesOfPart(part).map((choice) => (
                <div key={readingKey(choice)}>
                  <dt className="font-medium text-slate-800">{t(choiceNameKey(choice))}</dt>
                  <dd className="text-slate-700">{t(readingKey(choice))}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </details>
  );
}
