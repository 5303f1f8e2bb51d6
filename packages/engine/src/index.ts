export * from './zodiac.js';
