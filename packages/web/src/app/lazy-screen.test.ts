import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Screen = () => null;

describe('lazyScreen', () => {
  it('loads the module once however often it is preloaded', async () => {
    const load = vi.fn(async () => Screen);
    const screen = lazyScreen(load);
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(screen.preload()).resolves.toEqual({ default: Screen });
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Screen>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Screen);
    const screen = lazyScreen(load);
    await expect(screen.preload()).rejects.toThrow('chunk failed');
    await expect(screen.preload()).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
