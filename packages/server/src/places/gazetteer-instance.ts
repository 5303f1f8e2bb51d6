import { Gazetteer } from './gazetteer.js';
import { eachGazetteerRecord } from './gazetteer-source.js';

let instance: Gazetteer | undefined;

/**
 * The process's gazetteer, read and indexed on first use (about two seconds and 120 MB of
 * heap): a listening server warms it at start, tests that never search never pay for it.
 */
export function getGazetteer(): Gazetteer {
  instance ??= new Gazetteer(eachGazetteerRecord());
  return instance;
}

/** Whether {@link getGazetteer} has already loaded the data. */
export function isGazetteerLoaded(): boolean {
  return instance !== undefined;
}
