import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAll, scheduleOnIdleOrInteraction } from './screen-prefetch';

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleOnIdleOrInteraction', () => {
  it('runs once after the delay when nobody interacts', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const run = vi.fn();
    scheduleOnIdleOrInteraction(target, 2000, run);
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('keydown'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the first interaction, and not again when the delay passes', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const run = vi.fn();
    scheduleOnIdleOrInteraction(target, 2000, run);
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const run = vi.fn();
    const cancel = scheduleOnIdleOrInteraction(target, 2000, run);
    cancel();
    target.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
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
