export * from './nakshatra-facts.js';
export * from './nakshatra-text.js';
export * from './nakshatras.js';
