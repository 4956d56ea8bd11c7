/**
 * The shape every other language's catalogue must have: the English catalogue's keys, at every depth, each
 * with a string. Written `satisfies Translation<typeof en…>`, a missing or extra key is a type error
 * (docs/decisions/0004-web-client.md#languages).
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
