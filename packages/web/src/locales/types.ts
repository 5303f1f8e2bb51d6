/**
 * The shape every non-English translation must have: exactly the keys of the English
 * original, recursively, with any string as value. A missing or misspelled key is a
 * compile error, and the literal English text does not leak into the type.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
