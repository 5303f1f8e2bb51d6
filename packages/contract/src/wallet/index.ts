export * from './money.js';
export * from './payments.js';
export * from './wallet.js';
export * from './wallet-admin.js';
