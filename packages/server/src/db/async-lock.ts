/**
 * A first-come, first-served mutual exclusion lock for async code. `acquire()` resolves with
 * a release function once every earlier holder has released.
 */
export class AsyncLock {
  #tail: Promise<void> = Promise.resolve();

  async acquire(): Promise<() => void> {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    await previous;
    return release;
  }
}
