export * from './contact.js';
