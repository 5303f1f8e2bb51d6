import { Link } from 'react-router';
import { useLanguage } from '../../lib/language';

/** A row of large links out of a dead end (home, free tools …), primary first. */
export function ScreenLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  const { localize } = useLanguage();
  return (
    <nav className="flex flex-wrap justify-center gap-3">
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={localize(link.to)}
          className={
            index === 0
              ? 'rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700'
              : 'rounded-full border border-saffron-300 bg-saffron-50 px-6 py-3 font-semibold text-saffron-800 transition hover:bg-saffron-100'
          }
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
