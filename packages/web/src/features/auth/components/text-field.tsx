import type { ComponentProps } from 'react';

/** A labelled input; `hint` shows under it and is announced with it. */
export function TextField({
  id,
  label,
  hint,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="h-11 rounded-lg border border-slate-300 px-3 text-slate-900 shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-red-500"
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
