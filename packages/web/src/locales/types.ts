// The type lives in contract, where the server's mail texts use it too; the locales import it
// from here so a new namespace file needs no path of its own.
export type { Translation } from '@jyotish/contract';
