/**
 * The body of each engine pool thread. Importing the engine loads sweph in this thread and
 * points its ephemeris at the engine's files (`ephemeris.ts` does it on import): Swiss
 * Ephemeris keeps its state in thread-local storage on Linux, so every worker has its own
 * ephemeris, ayanamsa and caches, and none races another or the main thread.
 */
export { runEngineTask as default } from './engine-tasks.js';
