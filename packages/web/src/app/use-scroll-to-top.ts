import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §2: every route change scrolls smoothly to the top; a link to `#anchor` scrolls to
 * that element instead.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger itself.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth' });
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, hash]);
}
