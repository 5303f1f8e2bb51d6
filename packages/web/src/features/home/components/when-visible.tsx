import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** Start loading a section this far before it scrolls into view, so it is there when it arrives. */
const AHEAD = '600px 0px';

/**
 * Renders `children` (a lazy section) once the reserved box comes near the viewport, so the
 * home page's first load carries only what the first screen shows (issue 21: ≤ 150 kB of
 * JavaScript). The box keeps its `reserve` (a Tailwind min-height class, not a style attribute:
 * the page's first screen is also served as HTML, where the CSP refuses inline styles) meanwhile:
 * what loads in replaces space already reserved, off screen, and nothing visible moves.
 */
export function WhenVisible({
  reserve,
  fallback,
  children,
}: {
  reserve: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
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
      { rootMargin: AHEAD },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
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
