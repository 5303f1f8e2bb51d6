export * from './love-compatibility.js';
