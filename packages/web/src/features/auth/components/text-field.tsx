import type { ComponentProps } from 'react';

/**
 * A labelled input; `hint` shows under it and is announced with it. `error` shows under it
 * too, marks it invalid and is announced with it (SPEC §5: field errors under the field).
 */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; hint?: string; error?: string }) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        className="h-11 rounded-lg border border-slate-300 px-3 text-slate-900 shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-red-500"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} data-testid="field-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
