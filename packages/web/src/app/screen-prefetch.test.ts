import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAll } from './screen-prefetch';

afterEach(() => {
  vi.useRealTimers();
});

describe('prefetchAll', () => {
  it('starts every load and swallows failures', async () => {
    const loaded: string[] = [];
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetchAll([
      async () => loaded.push('a'),
      () => Promise.reject(new Error('offline')),
      async () => loaded.push('c'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(loaded).toEqual(['a', 'c']);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('starts the first load at once and each next one in a scheduled task, in order', () => {
    const tasks: (() => void)[] = [];
    const started: string[] = [];
    const load = (name: string) => async () => started.push(name);
    prefetchAll([load('a'), load('b'), load('c')], (task) => tasks.push(task));
    expect(started).toEqual(['a']);
    for (const expected of [
      ['a', 'b'],
      ['a', 'b', 'c'],
    ]) {
      tasks.shift()?.();
      expect(started).toEqual(expected);
    }
    tasks.shift()?.();
    expect(tasks).toEqual([]);
  });
});
