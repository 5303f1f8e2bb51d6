import { clsx } from 'clsx';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CheckIcon } from './icons';

/**
 * Non-modal on purpose: a modal Radix menu locks page scroll by injecting a `<style>`
 * element, which the Content-Security-Policy (`style-src 'self'`) refuses. Keyboard use
 * (arrows, type-ahead, Escape, focus return) is the same either way.
 */
export function DropdownMenu(props: Omit<ComponentProps<typeof MenuPrimitive.Root>, 'modal'>) {
  return <MenuPrimitive.Root modal={false} {...props} />;
}

export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

export function DropdownMenuContent({
  className,
  align = 'start',
  sideOffset = 8,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={clsx(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-52 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 text-slate-700 shadow-xl shadow-brand-950/10',
          'origin-(--radix-dropdown-menu-content-transform-origin) transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0 motion-reduce:transition-none',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const ITEM =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-disabled:pointer-events-none data-highlighted:bg-brand-50 data-highlighted:text-brand-800 data-disabled:opacity-50';

export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item>) {
  return <MenuPrimitive.Item className={clsx(ITEM, className)} {...props} />;
}

/**
 * A menu item that navigates in the app. Radix clicks the element on Enter, so the router
 * link does the navigation for mouse and keyboard alike; the current page is marked.
 */
export function DropdownMenuLinkItem({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <MenuPrimitive.Item asChild className={clsx(ITEM, className)}>
      <NavLink
        to={to}
        end
        className="aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
      >
        {children}
      </NavLink>
    </MenuPrimitive.Item>
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem className={clsx(ITEM, className)} {...props}>
      {children}
      <MenuPrimitive.ItemIndicator className="ml-auto text-brand-600">
        <CheckIcon className="size-4" />
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={clsx('px-3 py-1.5 text-xs font-medium text-slate-500', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator className={clsx('my-1 h-px bg-slate-100', className)} {...props} />
  );
}
