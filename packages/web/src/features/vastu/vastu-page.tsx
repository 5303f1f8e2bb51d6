import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { ResultActions } from '@/components/ui/result-actions';
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHead,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { ToolPage } from '@/components/ui/tool-page';
import { useMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';
import { VastuCompass, VERDICT_STYLE } from './vastu-compass';
import {
  checkRoom,
  DIRECTION_LORE,
  DIRECTIONS,
  type Direction,
  type HomeEntry,
  homeFromQuery,
  isDirection,
  isRoom,
  MAX_HOME_ENTRIES,
  queryOfHome,
  ROOMS,
  type Room,
  roomsFor,
  tally,
  type Verdict,
} from './vastu-rules';

const DEFAULT_ROOM: Room = 'kitchen';
const DEFAULT_DIRECTION: Direction = 'southEast';

/**
 * `/vastu`: a room and its direction (lists or compass) give the verdict, the reason (the
 * direction's deity, element and planet), the advice and, where the placement is best
 * avoided, a simple remedy. "Check my home" collects several rooms. Everything chosen is in
 * the address (`room`, `dir`, `home`), so a link repeats it.
 */
export function VastuPage() {
  const { t } = useTranslation('vastu');
  const { pages } = useMetadata();
  const [query, setQuery] = useSearchParams();
  const roomParam = query.get('room');
  const directionParam = query.get('dir');
  const room: Room = isRoom(roomParam) ? roomParam : DEFAULT_ROOM;
  const direction: Direction = isDirection(directionParam) ? directionParam : DEFAULT_DIRECTION;
  const home = homeFromQuery(query.get('home'));

  const change = (values: Record<string, string>, replace: boolean) => {
    const next = new URLSearchParams(query);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setQuery(next, { replace, preventScrollReset: true });
  };
  const setHome = (entries: readonly HomeEntry[]) => change({ home: queryOfHome(entries) }, false);
  const addToHome = (entry: HomeEntry) => {
    const known = home.some(
      (item) => item.room === entry.room && item.direction === entry.direction,
    );
    if (!known && home.length < MAX_HOME_ENTRIES) setHome([...home, entry]);
  };

  return (
    <ToolPage heading={pages.vastu.heading} lead={t('lead')} hint={t('findDirections')}>
      <RoomChecker
        room={room}
        direction={direction}
        home={home}
        onRoom={(next) => change({ room: next }, true)}
        onDirection={(next) => change({ dir: next }, true)}
        onAdd={addToHome}
      />
      <HomeChecker
        home={home}
        initial={{ room, direction }}
        onAdd={addToHome}
        onRemove={(index) => setHome(home.filter((_, i) => i !== index))}
        onClear={() => setHome([])}
      />
      <RulesTable />
      <p className="text-sm text-slate-600">{t('disclaimer')}</p>
    </ToolPage>
  );
}

function RoomSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Room;
  onChange: (room: Room) => void;
}) {
  const { t } = useTranslation('vastu');
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        if (isRoom(event.target.value)) onChange(event.target.value);
      }}
      className={controlClass(false)}
    >
      {ROOMS.map((room) => (
        <option key={room} value={room}>
          {t(`rooms.${room}`)}
        </option>
      ))}
    </select>
  );
}

function DirectionSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Direction;
  onChange: (direction: Direction) => void;
}) {
  const { t } = useTranslation('vastu');
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        if (isDirection(event.target.value)) onChange(event.target.value);
      }}
      className={controlClass(false)}
    >
      {DIRECTIONS.map((direction) => (
        <option key={direction} value={direction}>
          {t(`directions.${direction}.name`)}
        </option>
      ))}
    </select>
  );
}

function VerdictBadge({ verdict, testId }: { verdict: Verdict; testId?: string }) {
  const { t } = useTranslation('vastu');
  const style = VERDICT_STYLE[verdict];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1',
        style.badge,
      )}
      data-testid={testId}
      data-verdict={verdict}
    >
      <span aria-hidden="true">{style.symbol}</span>
      {t(`verdicts.${verdict}`)}
    </span>
  );
}

/** The single check: room and direction lists, the compass, and the verdict with its reasons. */
function RoomChecker({
  room,
  direction,
  home,
  onRoom,
  onDirection,
  onAdd,
}: {
  room: Room;
  direction: Direction;
  home: readonly HomeEntry[];
  onRoom: (room: Room) => void;
  onDirection: (direction: Direction) => void;
  onAdd: (entry: HomeEntry) => void;
}) {
  const { t } = useTranslation('vastu');
  const names = useAstroNames();
  const ids = { heading: useId(), room: useId(), direction: useId() };
  const check = checkRoom(room, direction);
  const { lore } = check;
  const title = `${t(`rooms.${room}`)} · ${t(`directions.${direction}.name`)}`;
  const added = home.some((entry) => entry.room === room && entry.direction === direction);
  const full = home.length >= MAX_HOME_ENTRIES;
  return (
    <section aria-labelledby={ids.heading} className="space-y-4">
      <h2 id={ids.heading} className="font-display text-2xl font-semibold text-slate-900">
        {t('form.title')}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.room} className="font-medium text-slate-800">
              {t('form.room')}
            </label>
            <RoomSelect id={ids.room} value={room} onChange={onRoom} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.direction} className="font-medium text-slate-800">
              {t('form.direction')}
            </label>
            <DirectionSelect id={ids.direction} value={direction} onChange={onDirection} />
          </div>
          <figure className="space-y-2">
            <VastuCompass room={room} selected={direction} onSelect={onDirection} />
            <figcaption className="space-y-2 text-center text-sm text-slate-700">
              <span className="block">{t('compass.hint')}</span>
              <span className="flex flex-wrap justify-center gap-2">
                {(['ideal', 'good', 'avoid'] as const).map((verdict) => (
                  <VerdictBadge key={verdict} verdict={verdict} />
                ))}
              </span>
            </figcaption>
          </figure>
        </div>
        <article
          className="space-y-4 self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          data-testid="vastu-result"
        >
          <p className="sr-only" aria-live="polite">
            {`${title}: ${t(`verdicts.${check.verdict}`)}`}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-display text-xl font-semibold text-slate-900">{title}</h3>
            <VerdictBadge verdict={check.verdict} testId="vastu-verdict" />
          </div>
          <div>
            <h4 className="font-semibold text-brand-800">{t('result.why')}</h4>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('result.deity')}</dt>
              <dd className="font-medium text-slate-900">{t(`deities.${lore.deity}`)}</dd>
              <dt className="text-slate-600">{t('result.element')}</dt>
              <dd className="font-medium text-slate-900">{t(`elements.${lore.element}`)}</dd>
              <dt className="text-slate-600">{t('result.planet')}</dt>
              <dd className="font-medium text-slate-900">
                {lore.planet ? names.planet(lore.planet) : t('result.noPlanet')}
              </dd>
            </dl>
            <p className="mt-2 text-sm text-slate-700">{t(`directions.${direction}.nature`)}</p>
          </div>
          <div>
            <h4 className="font-semibold text-brand-800">{t('result.advice')}</h4>
            <p className="mt-1 text-slate-800" data-testid="vastu-advice">
              {t(check.advice)}
            </p>
          </div>
          {check.remedy ? (
            <div className="rounded-xl bg-amber-50 p-3">
              <h4 className="font-semibold text-amber-900">{t('result.remedy')}</h4>
              <p className="mt-1 text-slate-800" data-testid="vastu-remedy">
                {t(check.remedy)}
              </p>
            </div>
          ) : null}
          <Button
            variant="secondary"
            disabled={added || full}
            onClick={() => onAdd({ room, direction })}
            className="whitespace-normal"
          >
            {added ? t('result.added') : t('result.add')}
          </Button>
        </article>
      </div>
    </section>
  );
}

/** "Check my home": several rooms with their directions and all their verdicts at once. */
function HomeChecker({
  home,
  initial,
  onAdd,
  onRemove,
  onClear,
}: {
  home: readonly HomeEntry[];
  initial: HomeEntry;
  onAdd: (entry: HomeEntry) => void;
  onRemove: (index: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('vastu');
  const ids = { heading: useId(), room: useId(), direction: useId() };
  const [room, setRoom] = useState<Room>(initial.room);
  const [direction, setDirection] = useState<Direction>(initial.direction);
  const counts = tally(home);
  const full = home.length >= MAX_HOME_ENTRIES;
  return (
    <section
      aria-labelledby={ids.heading}
      className="space-y-4 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6"
      data-testid="vastu-home"
    >
      <h2 id={ids.heading} className="font-display text-2xl font-semibold text-slate-900">
        {t('home.title')}
      </h2>
      <p className="text-slate-700">{t('home.intro')}</p>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onAdd({ room, direction });
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.room} className="font-medium text-slate-800">
            {t('form.room')}
          </label>
          <RoomSelect id={ids.room} value={room} onChange={setRoom} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.direction} className="font-medium text-slate-800">
            {t('form.direction')}
          </label>
          <DirectionSelect id={ids.direction} value={direction} onChange={setDirection} />
        </div>
        <Button type="submit" size="lg" disabled={full} data-testid="vastu-home-add">
          {t('home.add')}
        </Button>
      </form>
      {full ? <p className="text-sm text-slate-700">{t('home.full')}</p> : null}
      {home.length === 0 ? (
        <p className="text-slate-700">{t('home.empty')}</p>
      ) : (
        <>
          <p className="font-medium text-slate-900" data-testid="vastu-home-summary">
            {t('home.summary', counts)}
          </p>
          <ul className="space-y-3">
            {home.map((entry, index) => {
              const check = checkRoom(entry.room, entry.direction);
              const roomName = t(`rooms.${entry.room}`);
              const directionName = t(`directions.${entry.direction}.name`);
              return (
                <li
                  key={`${entry.room}-${entry.direction}`}
                  className="space-y-2 rounded-xl bg-white p-4 shadow-sm"
                  data-testid="vastu-home-entry"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">
                      {roomName} · {directionName}
                    </h3>
                    <VerdictBadge verdict={check.verdict} />
                  </div>
                  <p className="text-sm text-slate-700">{t(check.advice)}</p>
                  {check.remedy ? (
                    <p className="text-sm text-slate-700">
                      <span className="font-semibold text-amber-900">{t('result.remedy')}: </span>
                      {t(check.remedy)}
                    </p>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => onRemove(index)}
                    className="text-sm font-medium text-brand-700 underline print:hidden"
                  >
                    {t('home.remove', { room: roomName, direction: directionName })}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap gap-3 print:hidden">
            <ResultActions copyLabel={t('home.copyLink')} />
            <Button variant="ghost" onClick={onClear}>
              {t('home.clear')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** The rules written out: each direction's rulers and the rooms that suit it. */
function RulesTable() {
  const { t } = useTranslation('vastu');
  const names = useAstroNames();
  const headingId = useId();
  const roomList = (direction: Direction, verdict: Verdict) => {
    const rooms = roomsFor(direction, verdict);
    return rooms.length > 0 ? rooms.map((room) => t(`rooms.${room}`)).join(', ') : t('rules.none');
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-slate-900">
        {t('rules.title')}
      </h2>
      <p className="text-slate-700">{t('rules.intro')}</p>
      <Table cardsOnPhone data-testid="vastu-rules">
        <TableHead>
          <TableColumnHeader>{t('rules.direction')}</TableColumnHeader>
          <TableColumnHeader>{t('rules.ruler')}</TableColumnHeader>
          <TableColumnHeader>{t('rules.ideal')}</TableColumnHeader>
          <TableColumnHeader>{t('rules.good')}</TableColumnHeader>
        </TableHead>
        <TableBody>
          {DIRECTIONS.map((direction) => {
            const lore = DIRECTION_LORE[direction];
            return (
              <TableRow key={direction}>
                <TableRowHeader className="max-sm:col-span-2">
                  {t(`directions.${direction}.name`)}
                </TableRowHeader>
                <TableCell cardLabel={t('rules.ruler')} cardWide>
                  {[
                    t(`deities.${lore.deity}`),
                    t(`elements.${lore.element}`),
                    lore.planet ? names.planet(lore.planet) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </TableCell>
                <TableCell cardLabel={t('rules.ideal')} cardWide>
                  {roomList(direction, 'ideal')}
                </TableCell>
                <TableCell cardLabel={t('rules.good')} cardWide>
                  {roomList(direction, 'good')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <p className="text-slate-700">{t('rules.principles')}</p>
    </section>
  );
}
