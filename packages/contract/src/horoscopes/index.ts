export * from './horoscope-texts.js';
export * from './horoscopes.js';
