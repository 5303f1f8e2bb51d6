import { TIMERS } from '@jyotish/contract';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { scheduleOnIdleOrInteraction } from '@/lib/idle-or-interaction';

/** Start loading a section this far before it scrolls into view, so it is there when it arrives. */
const AHEAD = '600px 0px';

/**
 * Renders `children` (a lazy section, the home page's lower part, the footer) once the reserved
 * box comes near the viewport, so that a page's first load carries only what its first screen
 * shows (issue 21: ≤ 150 kB of JavaScript on the home page). The box keeps its `reserve` (a
 * Tailwind min-height class, not a style attribute: the home page's first screen is also served
 * as HTML, where the CSP refuses inline styles) meanwhile:
 * what loads in replaces space already reserved, off screen, and nothing visible moves.
 */
export function WhenVisible({
  reserve,
  fallback,
  ahead = AHEAD,
  orAfterIdle = false,
  children,
}: {
  reserve: string;
  fallback?: ReactNode;
  /** How far outside the viewport the box counts as near (a CSS margin). */
  ahead?: string;
  /**
   * Also render at the reader's first interaction or when the screens' prefetch starts
   * (SPEC §2: "after 2 seconds or on first interaction"), wherever the box is.
   */
  orAfterIdle?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!orAfterIdle || near) return;
    return scheduleOnIdleOrInteraction(window, TIMERS.screenPrefetchDelay, () => setNear(true));
  }, [orAfterIdle, near]);
  useEffect(() => {
    const box = ref.current;
    if (!box || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ahead },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, ahead]);
  return (
    <div ref={ref} className={near ? undefined : reserve}>
      {near ? (
        <Suspense fallback={<div className={reserve}>{fallback}</div>}>{children}</Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
