// The contract's schemas of the answers that the layout's own code reads for a signed-in
// reader (the session's user, the header's balance), imported on demand where they are used:
// with them comes zod (about 28 kB compressed), which a visitor's first load never needs.
export { CurrentUserSchema, WalletSchema } from '@jyotish/contract';
