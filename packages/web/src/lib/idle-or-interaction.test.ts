import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleOnIdleOrInteraction } from './idle-or-interaction';

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
