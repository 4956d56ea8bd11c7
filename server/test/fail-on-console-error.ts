import { afterEach } from 'vitest';

// An unexpected console.error fails the test that caused it (docs/code-conventions.md#tests).
// A worker runs this before each of its files but keeps one module registry for all of them
// (vitest.config.ts), so console.error is wrapped once per worker and the errors are kept on globalThis; a plain
// wrapper, not a vi.spyOn, so that a test's vi.restoreAllMocks cannot take it away.
interface ConsoleErrors {
  seen: unknown[][];
}
const holder = globalThis as typeof globalThis & { __mandibookConsoleErrors?: ConsoleErrors };
if (!holder.__mandibookConsoleErrors) {
  const state: ConsoleErrors = { seen: [] };
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    state.seen.push(args);
    original(...args);
  };
  holder.__mandibookConsoleErrors = state;
}
const errors = holder.__mandibookConsoleErrors;

afterEach(() => {
  const seen = errors.seen;
  errors.seen = [];
  if (seen.length > 0)
    throw new Error(`console.error was called: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
