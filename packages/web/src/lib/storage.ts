/**
 * Browser storage that never throws: storage can be disabled, full or missing (private
 * windows, embedded browsers, Node in tests), and none of that may break the app.
 */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the remembered value, never the page.
  }
}

export function removeStorage(key: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Same as writeStorage: nothing to recover.
  }
}
