const CONTROL =
  'block w-full rounded-xl border bg-white px-3 py-3 text-base text-slate-900 shadow-sm outline-none transition focus:ring-4';

/** The classes of a text input or dropdown of the birth forms, red while invalid. */
export function controlClass(invalid: boolean): string {
  return `${CONTROL} ${
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`;
}
