import { TIMERS, TOAST } from '@jyotish/contract';
import { clsx } from 'clsx';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import type { ToastEntry } from './toast-store';

/** The toasts and their region (F8 moves focus to it), with Radix's toast. */
export function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: readonly ToastEntry[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <ToastPrimitive.Provider
      duration={TIMERS.toastDuration}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThresholdPx}
      label={t('toast.label')}
    >
      {toasts.map((entry) => (
        <ToastItem
          key={entry.id}
          entry={entry}
          closeLabel={t('toast.close')}
          onDismiss={onDismiss}
        />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST.hotkey]}
        label={t('toast.region')}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({
  entry,
  closeLabel,
  onDismiss,
}: {
  entry: ToastEntry;
  closeLabel: string;
  onDismiss: (id: number) => void;
}) {
  const destructive = entry.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={entry.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(entry.id);
      }}
      // A failure interrupts the screen reader at once; other news waits its turn.
      type={destructive ? 'foreground' : 'background'}
      data-testid="toast"
      data-variant={entry.variant}
      className={clsx(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
        'transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0',
        'motion-reduce:transition-none',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0',
        destructive
          ? 'border-red-700 bg-red-600 text-white'
          : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{entry.title}</ToastPrimitive.Title>
        {entry.description ? (
          <ToastPrimitive.Description
            className={clsx('text-sm', destructive ? 'text-red-50' : 'text-slate-600')}
          >
            {entry.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className={clsx(
          'absolute top-2 right-2 rounded-md p-1 transition-colors',
          destructive
            ? 'text-red-50 hover:bg-red-700'
            : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <CloseIcon className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
