// The engine pool's worker with a deliberately long calculation: every task first keeps its
// thread busy for SLOW_TASK_MS, then runs the real one. Plain JavaScript, as a worker thread
// cannot run TypeScript; it wraps the built worker (`buildServer` first).
import runEngineTask from '../dist/charts/engine-worker.js';

export const SLOW_TASK_MS = 1000;

export default function runEngineTaskSlowly(task) {
  const until = performance.now() + SLOW_TASK_MS;
  while (performance.now() < until) {
    // busy, as a real calculation is
  }
  return runEngineTask(task);
}
