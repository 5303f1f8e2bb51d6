/** Milliseconds as m:ss, or h:mm:ss from an hour; never negative. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

export interface ChatTimes {
  /** Since the start. */
  readonly elapsed: number;
  /** Free time still to come (0 once it is over). */
  readonly freeLeft: number;
  /** Paid time still to come after the free time. */
  readonly paidLeft: number;
}

/** The clocks of an active chat at `now`, from its start and the ends of its free and paid time. */
export function chatTimes(
  now: number,
  times: { startedAt: string; freeUntil: string | null; paidUntil: string },
): ChatTimes {
  const started = Date.parse(times.startedAt);
  const freeEnd = times.freeUntil ? Date.parse(times.freeUntil) : started;
  const paidEnd = Date.parse(times.paidUntil);
  return {
    elapsed: Math.max(0, now - started),
    freeLeft: Math.max(0, freeEnd - now),
    paidLeft: Math.max(0, paidEnd - Math.max(now, freeEnd)),
  };
}
