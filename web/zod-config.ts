// Imported first by main.tsx, before any module builds a schema: zod 4 decides whether to compile a
// parser with `new Function` when an object schema is created, and its probe alone trips the CSP
// (script-src 'self', no 'unsafe-eval'). jitless skips the probe and the compiled parsers.
import { z } from 'zod';

z.config({ jitless: true });
