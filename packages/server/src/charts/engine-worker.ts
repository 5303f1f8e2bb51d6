import { setPriority } from 'node:os';

/**
 * The body of each engine pool thread. Importing the engine loads sweph in this thread and
 * points its ephemeris at the engine's files (`ephemeris.ts` does it on import): Swiss
 * Ephemeris keeps its state in thread-local storage on Linux, so every worker has its own
 * ephemeris, ayanamsa and caches, and none races another or the main thread.
 */
export { runEngineTask as default } from './engine-tasks.js';

/**
 * How much lower than the event loop an engine thread runs (a nice value). On Linux a
 * thread's nice value is its own (`setpriority` with pid 0 applies to the calling thread), so
 * when the cores are busy the event loop — health checks, logins, light answers, and the
 * answers the threads hand back — goes first and the calculations take what is left; on an
 * idle core a thread runs at full speed all the same.
 */
const ENGINE_THREAD_NICENESS = 10;

setPriority(ENGINE_THREAD_NICENESS);
