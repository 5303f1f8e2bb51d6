export * from './astrologers.js';
export * from './consultations.js';
export * from './free-questions.js';
