import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

type DropdownMenuModule = typeof import('./dropdown-menu');

let loaded: DropdownMenuModule | undefined;
let loading: Promise<DropdownMenuModule> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the dropdown menus' code (Radix's menu with its positioning, about 14 kB compressed)
 * once; every deferred menu on the page then becomes the real one. A failed load is tried
 * again by the next call.
 */
export function preloadDropdownMenus(): Promise<DropdownMenuModule> {
  loading ??= import('./dropdown-menu').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getLoaded = () => loaded;

/** What the menu's button shows and says; the same on the stand-in and the real trigger. */
export interface MenuTriggerProps {
  readonly className: string;
  readonly children: ReactNode;
  readonly 'aria-label'?: string;
  readonly 'data-testid'?: string;
}

/**
 * A dropdown menu of the site header, whose code loads on first use rather than with the page:
 * until then its trigger is a plain button with the same look and the closed menu's
 * attributes. Pressing it (pointer, Enter, Space or ArrowDown, as Radix's trigger) loads the
 * menu and opens it; a stand-in that has the focus when the code arrives hands it on.
 * `content` renders the menu's `DropdownMenuContent` from the loaded module.
 */
export function DeferredDropdownMenu({
  trigger,
  content,
}: {
  trigger: MenuTriggerProps;
  content: (menu: DropdownMenuModule) => ReactNode;
}) {
  const menu = useSyncExternalStore(subscribe, getLoaded, getLoaded);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const real = useRef<HTMLButtonElement>(null);
  const passFocus = useRef(false);
  // Read while the stand-in is still in the page, in the render that replaces it.
  if (menu && standIn.current?.ownerDocument.activeElement === standIn.current) {
    passFocus.current = true;
  }
  useLayoutEffect(() => {
    if (!menu || !passFocus.current) return;
    passFocus.current = false;
    // An opening menu takes the focus itself, and gives it back to its trigger when it closes.
    if (!openOnArrival) real.current?.focus();
  }, [menu, openOnArrival]);

  if (!menu) {
    const open = () => {
      setOpenOnArrival(true);
      void preloadDropdownMenus().catch(() => setOpenOnArrival(false));
    };
    return (
      <button
        ref={standIn}
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        {...trigger}
        onPointerDown={(event: PointerEvent) => {
          if (event.button !== 0 || event.ctrlKey) return;
          // As Radix's trigger: the menu takes the focus, not the button.
          event.preventDefault();
          open();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
          event.preventDefault();
          open();
        }}
      />
    );
  }
  return (
    <menu.DropdownMenu defaultOpen={openOnArrival}>
      <menu.DropdownMenuTrigger ref={real} {...trigger} />
      {content(menu)}
    </menu.DropdownMenu>
  );
}
