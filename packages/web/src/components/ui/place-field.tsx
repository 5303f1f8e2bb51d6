import { LOCATION_SEARCH, type Location, TIMERS } from '@jyotish/contract';
import { clsx } from 'clsx';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_PLACE, type PlaceValue } from '@/lib/birth-place';
import { useLocationSearch, useTimezone } from './place-search';

export interface PlaceFieldProps {
  /** The text input's id, for the form's label and error wiring. */
  readonly id: string;
  readonly label: string;
  readonly value: PlaceValue;
  readonly onChange: (value: PlaceValue) => void;
  /** A validation message, shown under the field, which is then marked invalid. */
  readonly error?: string | undefined;
  /** The text input, for a form to focus the field when it is the first invalid one. */
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * The birth-place field of every form with a place (SPEC §4, §5, §8; issue 4): an ARIA
 * combobox that searches the gazetteer from two characters, 300 ms after the last keystroke,
 * and shows idle, loading, results or no results; the list hides 300 ms after the field loses
 * focus and is at most 15rem tall. Arrows move, Enter chooses, Escape closes. Choosing a
 * suggestion fills the field with its display text and stores its coordinates and zone. A
 * failed search empties and hides the list. "Enter coordinates" lets a user type latitude
 * and longitude instead; only their zone is then looked up, and no answer ever overwrites
 * what was typed.
 */
export function PlaceField({ id, label, value, onChange, error, inputRef }: PlaceFieldProps) {
  const { t } = useTranslation('places');
  const listId = useId();
  const hintId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [debouncedQuery, setDebouncedQuery] = useState('');
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const searching = value.mode === 'search';
  const query = searching ? value.text.trim() : '';
  useEffect(() => {
    if (query.length < LOCATION_SEARCH.minQueryLength) {
      setDebouncedQuery('');
      return;
    }
    const timer = setTimeout(() => setDebouncedQuery(query), TIMERS.locationSearchDebounce);
    return () => clearTimeout(timer);
  }, [query]);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const search = useLocationSearch(debouncedQuery);
  useEffect(() => {
    if (search.error) console.error('Location search failed', search.error);
  }, [search.error]);
  const results = search.data ?? [];
  const waiting = query !== debouncedQuery || search.isFetching;
  const status: 'idle' | 'loading' | 'results' | 'empty' =
    !open || query.length < LOCATION_SEARCH.minQueryLength || search.isError
      ? 'idle'
      : results.length > 0
        ? 'results'
        : waiting
          ? 'loading'
          : 'empty';
  const expanded = status !== 'idle';
  const options = status === 'results' ? results : [];

  useEffect(() => {
    if (activeIndex >= 0) {
      document.getElementById(`${listId}-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [activeIndex, listId]);

  function choose(location: Location) {
    onChange({
      text: location.display,
      latitude: location.latitude,
      longitude: location.longitude,
      timezone: location.timezone,
      mode: 'search',
    });
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!searching) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        index === -1 && step === -1
          ? options.length - 1
          : (index + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      const location = options[activeIndex];
      if (expanded && location) {
        event.preventDefault();
        choose(location);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  const describedBy = clsx(hintId, error && errorId);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={searching ? t('field.placeholder') : t('field.namePlaceholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            activeIndex >= 0 && options[activeIndex] ? `${listId}-${activeIndex}` : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value.text}
          onChange={(event) => {
            const text = event.target.value;
            onChange(searching ? { ...EMPTY_PLACE, text } : { ...value, text });
            setOpen(searching);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => clearTimeout(hideTimer.current)}
          onBlur={() => {
            clearTimeout(hideTimer.current);
            hideTimer.current = setTimeout(() => {
              setOpen(false);
              setActiveIndex(-1);
            }, TIMERS.suggestionListHideAfterBlur);
          }}
          className={clsx(
            'block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-4',
            error
              ? 'border-red-500 focus:border-red-500 focus:ring-red-100'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
          )}
        />
        <div
          className={clsx(
            'absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl',
            !expanded && 'hidden',
          )}
        >
          <div
            id={listId}
            role="listbox"
            aria-label={t('field.suggestions')}
            aria-busy={waiting}
            className="max-h-[15rem] overflow-y-auto py-1"
          >
            {options.map((location, index) => (
              // Keyboard choice goes through the combobox (aria-activedescendant), as the ARIA
              // pattern has it: options never take focus, the input keeps it.
              // biome-ignore lint/a11y/useKeyWithClickEvents: handled by the input's onKeyDown.
              <div
                key={`${location.latitude},${location.longitude},${location.name}`}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(location)}
                onMouseMove={() => setActiveIndex(index)}
                className={clsx(
                  'cursor-pointer px-4 py-2.5 text-sm',
                  index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                )}
              >
                <span className="block font-medium">{location.name}</span>
                <span className="block text-xs text-slate-600">{location.display}</span>
              </div>
            ))}
          </div>
          {status === 'loading' || status === 'empty' ? (
            <p role="status" className="px-4 py-3 text-sm text-slate-600">
              {status === 'loading' ? t('field.searching') : t('field.noResults')}
            </p>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-500" data-testid="place-coordinates">
        {value.latitude !== null && value.longitude !== null
          ? t('field.coordinates', {
              latitude: formatDegrees(value.latitude, 'N', 'S'),
              longitude: formatDegrees(value.longitude, 'E', 'W'),
              timezone: value.timezone ?? '…',
            })
          : searching
            ? t('field.hint')
            : t('field.coordinatesHint')}
      </p>
      {searching ? null : <CoordinateInputs id={id} value={value} onChange={onChange} />}
      <button
        type="button"
        className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        onClick={() => {
          setOpen(false);
          onChange(searching ? { ...value, mode: 'coordinates' } : { ...EMPTY_PLACE });
        }}
      >
        {searching ? t('field.enterCoordinates') : t('field.searchByName')}
      </button>
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function formatDegrees(degrees: number, positive: string, negative: string): string {
  return `${Math.abs(degrees).toFixed(4)}° ${degrees >= 0 ? positive : negative}`;
}

/** A coordinate typed by hand, or null while it is not a number within `limit`. */
function parseCoordinate(text: string, limit: number): number | null {
  if (!/^\s*-?\d+(\.\d+)?\s*$/.test(text)) return null;
  const degrees = Number(text);
  return Math.abs(degrees) <= limit ? degrees : null;
}

interface CoordinateInputsProps {
  readonly id: string;
  readonly value: PlaceValue;
  readonly onChange: (value: PlaceValue) => void;
}

// The typed text is kept as typed (`-`, `25.`), and only the zone is looked up: the lookup's
// answer is applied only while the coordinates are still the ones it was asked for.
function CoordinateInputs({ id, value, onChange }: CoordinateInputsProps) {
  const { t } = useTranslation('places');
  const [latitudeText, setLatitudeText] = useState(value.latitude?.toString() ?? '');
  const [longitudeText, setLongitudeText] = useState(value.longitude?.toString() ?? '');
  const latitude = parseCoordinate(latitudeText, 90);
  const longitude = parseCoordinate(longitudeText, 180);
  const coordinates = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const zone = useTimezone(coordinates);
  const latestValue = useRef(value);
  latestValue.current = value;

  useEffect(() => {
    const current = latestValue.current;
    const timezone = zone.data ?? null;
    if (
      timezone &&
      latitude !== null &&
      longitude !== null &&
      current.latitude === latitude &&
      current.longitude === longitude &&
      current.timezone !== timezone
    ) {
      onChange({ ...current, timezone });
    }
  }, [zone.data, latitude, longitude, onChange]);

  const inputClass =
    'block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-100';
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="space-y-1">
        <label htmlFor={`${id}-latitude`} className="block text-sm font-medium text-slate-800">
          {t('field.latitude')}
        </label>
        <input
          id={`${id}-latitude`}
          inputMode="decimal"
          placeholder="25.3176"
          value={latitudeText}
          aria-invalid={latitudeText !== '' && latitude === null ? true : undefined}
          onChange={(event) => {
            setLatitudeText(event.target.value);
            const typed = parseCoordinate(event.target.value, 90);
            onChange({ ...value, latitude: typed, timezone: null });
          }}
          className={inputClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-longitude`} className="block text-sm font-medium text-slate-800">
          {t('field.longitude')}
        </label>
        <input
          id={`${id}-longitude`}
          inputMode="decimal"
          placeholder="82.9739"
          value={longitudeText}
          aria-invalid={longitudeText !== '' && longitude === null ? true : undefined}
          onChange={(event) => {
            setLongitudeText(event.target.value);
            const typed = parseCoordinate(event.target.value, 180);
            onChange({ ...value, longitude: typed, timezone: null });
          }}
          className={inputClass}
        />
      </div>
    </div>
  );
}
