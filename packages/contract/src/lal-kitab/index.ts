export * from './lal-kitab.js';
export * from './lal-kitab-texts-types.js';
