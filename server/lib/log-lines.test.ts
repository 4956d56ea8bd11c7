import { describe, expect, it } from 'vitest';
import { logDestination, ReadableLog } from './log-lines';

function capture(isTTY?: boolean) {
  const lines: string[] = [];
  return { lines, out: { isTTY, write: (s: string) => (lines.push(s), true) } };
}

// 2026-11-28 05:30:07 UTC is 11:00:07 in India.
const time = Date.UTC(2026, 10, 28, 5, 30, 7);

describe('readable log lines (docs/operations.md#logs)', () => {
  it('says a request once, when it completes: method, path, status and duration', () => {
    const { lines, out } = capture();
    const log = new ReadableLog(out, 'Asia/Kolkata');
    log.write(
      JSON.stringify({
        level: 30,
        time,
        reqId: 'req-1',
        req: { method: 'POST', url: '/api/purchases' },
        msg: 'incoming request',
      }),
    );
    expect(lines).toEqual([]);
    log.write(
      JSON.stringify({
        level: 30,
        time,
        reqId: 'req-1',
        res: { statusCode: 201 },
        responseTime: 12.4,
        msg: 'request completed',
      }),
    );
    expect(lines).toEqual(['11:00:07 info  POST /api/purchases 201 12 ms\n']);
  });

  it('gives a warning its error message, and an error its stack', () => {
    const { lines, out } = capture();
    const log = new ReadableLog(out, 'Asia/Kolkata');
    log.write(
      JSON.stringify({
        level: 40,
        time,
        msg: 'pool error',
        err: { message: 'connection reset', stack: 'Error: connection reset\n    at x' },
      }),
    );
    log.write(
      JSON.stringify({
        level: 50,
        time,
        msg: 'backup failed',
        err: { message: 'disk full', stack: 'Error: disk full\n    at y' },
      }),
    );
    expect(lines).toEqual([
      '11:00:07 warn  pool error: connection reset\n',
      '11:00:07 error backup failed: disk full\nError: disk full\n    at y\n',
    ]);
  });

  it('passes a line that is not JSON through unchanged', () => {
    const { lines, out } = capture();
    new ReadableLog(out, 'Asia/Kolkata').write('plain text\n');
    expect(lines).toEqual(['plain text\n']);
  });

  it('is readable in a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logDestination('auto', 'Asia/Kolkata', capture(true).out)).toBeInstanceOf(ReadableLog);
    expect(logDestination('auto', 'Asia/Kolkata', capture(false).out)).toBeUndefined();
    expect(logDestination('json', 'Asia/Kolkata', capture(true).out)).toBeUndefined();
    expect(logDestination('pretty', 'Asia/Kolkata', capture(false).out)).toBeInstanceOf(ReadableLog);
  });
});
