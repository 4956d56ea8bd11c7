// The drizzle-kit entry point and the `schema` object given to drizzle(); modules import tables from
// their own files.
export * from './users';
export * from './masters';
export * from './transactions';
export * from './books';
export * from './idempotency';
export * from './money';
export * from './corrections';
export * from './daily-totals';
export * from './bill-paid';
export * from './settings';
export * from './documents';
export * from './sharing';
export * from './stock-adjustments';
