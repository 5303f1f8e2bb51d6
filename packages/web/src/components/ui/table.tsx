import { clsx } from 'clsx';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useRef,
  useState,
} from 'react';

interface TableLayout {
  /** Narrower cells on one line each, for tables of many columns (the planets) that scroll sideways. */
  readonly compact: boolean;
  /** Below 640 px each row is a card of two columns and the column headers are only read out. */
  readonly cardsOnPhone: boolean;
}

const TableLayoutContext = createContext<TableLayout>({ compact: false, cardsOnPhone: false });

interface TableProps extends ComponentProps<'table'> {
  /** Read out to screen readers as the table's name, when no heading names it already. */
  readonly caption?: string | undefined;
  readonly compact?: boolean | undefined;
  /**
   * The first column stays in view while a wide table scrolls sideways (a phone), so each
   * row keeps its name.
   */
  readonly stickyFirstColumn?: boolean | undefined;
  readonly cardsOnPhone?: boolean | undefined;
}

/** Whether the element is narrower than its content, so scrolls sideways; follows resizes. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * The one table of the app (kundli planets, kootas, sade sati, admin users): a framed box that
 * scrolls sideways when the table is wider than the screen (never when printed), with the
 * layout options above. Rows and cells take their spacing from it, so every table looks alike.
 * While the box scrolls it is in the tab order, named by the caption: a keyboard cannot scroll
 * a box it cannot focus (WCAG 2.1.1), and a tab stop on a table that fits would lead nowhere.
 */
export function Table({
  caption,
  compact = false,
  stickyFirstColumn = false,
  cardsOnPhone = false,
  className,
  children,
  ...table
}: TableProps) {
  const boxRef = useRef<HTMLElement>(null);
  const scrolls = useScrollsSideways(boxRef);
  return (
    <section
      ref={boxRef}
      aria-label={scrolls ? caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:overflow-visible"
    >
      <table
        className={clsx(
          'w-full text-left text-sm',
          stickyFirstColumn &&
            '[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tbody_tr>*:first-child]:bg-white [&_thead_tr>*:first-child]:bg-slate-50',
          className,
        )}
        {...table}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <TableLayoutContext value={{ compact, cardsOnPhone }}>{children}</TableLayoutContext>
      </table>
    </section>
  );
}

/** The row of column headers. */
export function TableHead({ children }: { children: ReactNode }) {
  const { cardsOnPhone } = use(TableLayoutContext);
  return (
    <thead className={clsx('bg-slate-50 text-slate-700', cardsOnPhone && 'max-sm:sr-only')}>
      <tr>{children}</tr>
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>;
}

export function TableRow({ className, ...row }: ComponentProps<'tr'>) {
  const { cardsOnPhone } = use(TableLayoutContext);
  return (
    <tr
      className={clsx(
        'align-top',
        cardsOnPhone && 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-2',
        className,
      )}
      {...row}
    />
  );
}

function useCellClass() {
  const { compact, cardsOnPhone } = use(TableLayoutContext);
  return clsx(compact ? 'px-3 py-2 whitespace-nowrap' : 'px-4 py-3', cardsOnPhone && 'max-sm:py-1');
}

/** A column's header. */
export function TableColumnHeader({ className, ...cell }: ComponentProps<'th'>) {
  return <th scope="col" className={clsx(useCellClass(), 'font-semibold', className)} {...cell} />;
}

/** The first cell of a body row, naming the row. */
export function TableRowHeader({ className, ...cell }: ComponentProps<'th'>) {
  return (
    <th
      scope="row"
      className={clsx(useCellClass(), 'font-semibold text-slate-900', className)}
      {...cell}
    />
  );
}

/** Where a cell goes in its row's card on a phone: after the row header (2) and on. */
const CARD_ORDER = {
  2: 'max-sm:order-2',
  3: 'max-sm:order-3',
  4: 'max-sm:order-4',
  5: 'max-sm:order-5',
} as const;

interface TableCellProps extends ComponentProps<'td'> {
  /** The column's name, shown before the value in a phone's card (the headers are hidden there). */
  readonly cardLabel?: string | undefined;
  readonly cardOrder?: keyof typeof CARD_ORDER | undefined;
  /** The cell spans the card's two columns. */
  readonly cardWide?: boolean | undefined;
}

export function TableCell({
  cardLabel,
  cardOrder,
  cardWide = false,
  className,
  children,
  ...cell
}: TableCellProps) {
  return (
    <td
      className={clsx(
        useCellClass(),
        'text-slate-700',
        cardOrder && CARD_ORDER[cardOrder],
        cardWide && 'max-sm:col-span-2',
        className,
      )}
      {...cell}
    >
      {cardLabel ? <span className="text-slate-500 sm:hidden">{cardLabel}: </span> : null}
      {children}
    </td>
  );
}
