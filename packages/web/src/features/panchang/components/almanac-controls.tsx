import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { controlClass } from '@/components/ui/form-control';
import { PlaceField } from '@/components/ui/place-field';
import { type AlmanacPlace, almanacSearch, isAlmanacDate } from '../almanac-query';
import { useAlmanacPlaceField } from '../use-almanac-place-field';

export interface AlmanacControlsProps {
  /** A day page picks a date, the month calendar a month, the festival calendar a year. */
  readonly mode: 'date' | 'month' | 'year';
  readonly place: AlmanacPlace;
  /** The date `YYYY-MM-DD` or month `YYYY-MM` shown. */
  readonly value: string;
  /** Links to the neighbouring and the current day or month. */
  readonly previous: string;
  readonly next: string;
  readonly current: string;
  /** The page's path (language prefix included) the links go to. */
  readonly path: string;
  readonly onChoose: (place: AlmanacPlace, value: string) => void;
}

/**
 * The place and date of an almanac page: the place search of the birth forms, a native date
 * (or month) picker, and previous/today/next links that keep the place. Choosing sends the
 * visitor to the page's link for that choice, so the address bar always reproduces the page.
 */
export function AlmanacControls(props: AlmanacControlsProps) {
  const { mode, place, value, previous, next, current, path, onChoose } = props;
  const { t } = useTranslation('panchang');
  const placeId = useId();
  const dateId = useId();
  const placeField = useAlmanacPlaceField(place);
  const [when, setWhen] = useState(value);

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = placeField.chosen();
    if (!chosen) return;
    const valid = isAlmanacDate(
      mode === 'date' ? when : mode === 'month' ? `${when}-01` : `${when}-01-01`,
    );
    onChoose(chosen, valid ? when : value);
  }

  const link = (target: string) => `${path}?${almanacSearch(place, { [mode]: target })}`;
  const labels = {
    date: [
      t('controls.date'),
      t('controls.previousDay'),
      t('controls.today'),
      t('controls.nextDay'),
    ],
    month: [
      t('controls.month'),
      t('controls.previousMonth'),
      t('controls.thisMonth'),
      t('controls.nextMonth'),
    ],
    year: [
      t('festivals.year'),
      t('festivals.previousYear'),
      t('festivals.thisYear'),
      t('festivals.nextYear'),
    ],
  }[mode];
  const navClass = buttonClassName({ variant: 'secondary', size: 'sm' });
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm print:hidden sm:p-6">
      <form
        onSubmit={submit}
        aria-label={t('controls.legend')}
        className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <PlaceField id={placeId} label={t('controls.place')} {...placeField.field} />
        <div className="space-y-2">
          <label htmlFor={dateId} className="block text-sm font-medium text-slate-800">
            {labels[0]}
          </label>
          <input
            id={dateId}
            type={mode === 'year' ? 'number' : mode}
            inputMode={mode === 'year' ? 'numeric' : undefined}
            min={{ date: '1800-01-01', month: '1800-01', year: '1800' }[mode]}
            max={{ date: '2399-12-31', month: '2399-12', year: '2399' }[mode]}
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            className={controlClass(false)}
            data-testid="almanac-when"
          />
        </div>
        <Button type="submit" size="lg" data-testid="almanac-show">
          {t('controls.show')}
        </Button>
      </form>
      <nav className="flex flex-wrap gap-2" aria-label={t('controls.legend')}>
        <Link to={link(previous)} className={navClass} rel="prev" data-testid="almanac-previous">
          ← {labels[1]}
        </Link>
        <Link to={link(current)} className={navClass}>
          {labels[2]}
        </Link>
        <Link to={link(next)} className={navClass} rel="next" data-testid="almanac-next">
          {labels[3]} →
        </Link>
      </nav>
    </div>
  );
}
