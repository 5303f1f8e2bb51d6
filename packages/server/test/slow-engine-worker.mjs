// The engine pool's worker with a deliberately long calculation: every task first keeps its
// thread busy for SLOW_TASK_MS, then runs the real one. Plain JavaScript, as a worker thread
// cannot run TypeScript. The built worker (`buildServer` first) is imported on the first
// task, so a test can read SLOW_TASK_MS from here before anything is built.

export const SLOW_TASK_MS = 1000;

export default async function runEngineTaskSlowly(task) {
  const { default: runEngineTask } = await import('../dist/charts/engine-worker.js');
  const until = performance.now() + SLOW_TASK_MS;
  while (performance.now() < until) {
    // busy, as a real calculation is
  }
  return runEngineTask(task);
}
