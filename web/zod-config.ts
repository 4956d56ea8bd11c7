// Imported first by main.tsx, before any module builds a schema: zod 4 decides whether to compile a
// parser with `new Function` when an object schema is created, and its probe alone trips the CSP
// (script-src 'self', no 'unsafe-eval'). jitless skips the probe and the compiled parsers.
// zod keeps its settings in `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and adopts the object
// already there; setting it directly keeps zod itself out of the sign-in page's JavaScript, which builds no
// schema (docs/decisions/0010-first-load.md). web/zod-config.test.ts checks that zod reads it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
