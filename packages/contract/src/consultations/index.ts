export * from './astrologers.js';
export * from './consultations.js';
