import {
  computePanchang,
  EphemerisError,
  eclipsesOfYear,
  festivalMuhuratsOfYear,
  festivalsOfYear,
  findMuhurats,
  planetTransitsOfYear,
  rahuKaalDays,
  sadeSati,
} from '@jyotish/engine';

/**
 * The engine entry points the pool runs: the heavy ones only (`docs/ARCHITECTURE.md`,
 * "Calculations off the event loop" says which and why). Arguments and results cross threads
 * by structured clone, so each entry takes and returns plain data.
 */
export const ENGINE_TASKS = {
  computePanchang,
  sadeSati,
  festivalsOfYear,
  festivalMuhuratsOfYear,
  eclipsesOfYear,
  rahuKaalDays,
  findMuhurats,
  planetTransitsOfYear,
} as const;

type EngineTasks = typeof ENGINE_TASKS;
export type EngineTaskName = keyof EngineTasks;
export type EngineTaskArgs<N extends EngineTaskName> = Parameters<EngineTasks[N]>;
export type EngineTaskResult<N extends EngineTaskName> = ReturnType<EngineTasks[N]>;

export interface EngineTask<N extends EngineTaskName = EngineTaskName> {
  readonly name: N;
  readonly args: EngineTaskArgs<N>;
}

/**
 * What a task sends back across threads. Structured clone keeps only the standard error
 * classes, so an {@link EphemerisError} (answered 422, not 500) travels as its message and is
 * thrown again on the calling side.
 */
export type EngineTaskOutcome<N extends EngineTaskName = EngineTaskName> =
  | { readonly value: EngineTaskResult<N> }
  | { readonly ephemerisError: string };

// The same table typed per name, so indexing it with a generic name keeps arguments and result paired.
const TASK_ENTRIES: {
  readonly [N in EngineTaskName]: (...args: EngineTaskArgs<N>) => EngineTaskResult<N>;
} = ENGINE_TASKS;

/** Runs one task on the calling thread: the worker's body, and the pool's when it has no threads. */
export function runEngineTask<N extends EngineTaskName>(task: EngineTask<N>): EngineTaskOutcome<N> {
  const entry = TASK_ENTRIES[task.name];
  try {
    return { value: entry(...task.args) };
  } catch (error) {
    if (error instanceof EphemerisError) return { ephemerisError: error.message };
    throw error;
  }
}
