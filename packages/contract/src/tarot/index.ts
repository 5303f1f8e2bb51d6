export * from './tarot.js';
export * from './tarot-deck.js';
