import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';

function manualScheduler() {
  const queue: { callback: () => void; delayMs: number }[] = [];
  return {
    queue,
    schedule: (callback: () => void, delayMs: number) => queue.push({ callback, delayMs }),
    runAll: () => {
      for (const job of queue.splice(0)) job.callback();
    },
  };
}

describe('toast store', () => {
  it('keeps only the newest toast when the limit is one', () => {
    const store = createToastStore({ limit: 1, removeDelayMs: 1000 });
    store.add({ title: 'First' });
    const second = store.add({ title: 'Second', description: 'Details' });
    expect(store.getSnapshot()).toEqual([
      { id: second, title: 'Second', description: 'Details', variant: 'default', open: true },
    ]);
  });

  it('puts the newest toast first when more are allowed', () => {
    const store = createToastStore({ limit: 3, removeDelayMs: 1000 });
    store.add({ title: 'A' });
    store.add({ title: 'B', variant: 'destructive' });
    expect(store.getSnapshot().map((t) => [t.title, t.variant])).toEqual([
      ['B', 'destructive'],
      ['A', 'default'],
    ]);
  });

  it('closes a dismissed toast at once and forgets it after the removal delay', () => {
    const scheduler = manualScheduler();
    const store = createToastStore({ limit: 1, removeDelayMs: 1_000_000, ...scheduler });
    const id = store.add({ title: 'Saved' });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([{ id, title: 'Saved', variant: 'default', open: false }]);
    expect(scheduler.queue.map((job) => job.delayMs)).toEqual([1_000_000]);
    scheduler.runAll();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('schedules one removal however often a toast is dismissed', () => {
    const scheduler = manualScheduler();
    const store = createToastStore({ limit: 1, removeDelayMs: 10, ...scheduler });
    const id = store.add({ title: 'Once' });
    store.dismiss(id);
    store.dismiss(id);
    expect(scheduler.queue).toHaveLength(1);
  });

  it('does not let a late removal take away a newer toast', () => {
    const scheduler = manualScheduler();
    const store = createToastStore({ limit: 1, removeDelayMs: 10, ...scheduler });
    const old = store.add({ title: 'Old' });
    store.dismiss(old);
    const fresh = store.add({ title: 'Fresh' });
    scheduler.runAll();
    expect(store.getSnapshot().map((t) => t.id)).toEqual([fresh]);
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const store = createToastStore({ limit: 1, removeDelayMs: 10, schedule: () => undefined });
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()[0]?.title ?? ''));
    const id = store.add({ title: 'One' });
    store.dismiss(id);
    unsubscribe();
    store.add({ title: 'Two' });
    expect(seen).toEqual(['One', 'One']);
  });

  it('returns the same snapshot while nothing changes', () => {
    const store = createToastStore({ limit: 1, removeDelayMs: 10 });
    store.add({ title: 'Stable' });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  // Regression: a 'Location Required' toast stayed over the result of the next, valid submit.
  it('closes the open error toasts of a variant and leaves the others', () => {
    const scheduler = manualScheduler();
    const store = createToastStore({ limit: 3, removeDelayMs: 1000, ...scheduler });
    const saved = store.add({ title: 'Saved' });
    const error = store.add({ title: 'Location Required', variant: 'destructive' });
    store.dismissVariant('destructive');
    expect(store.getSnapshot().map((t) => [t.id, t.open])).toEqual([
      [error, false],
      [saved, true],
    ]);
    scheduler.runAll();
    expect(store.getSnapshot().map((t) => t.id)).toEqual([saved]);
  });
});
