// What `npm start` prints (docs/operations.md#logs): in a terminal, one readable line per event, a request's
// method, path, status and duration together; JSON lines (pino's own) when the output is a file or a pipe, or
// when LOG_FORMAT=json asks for them, for a log collector.
import type { Writable } from 'node:stream';

export type LogFormat = 'auto' | 'pretty' | 'json';

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/** Writes each pino JSON line as a readable one; requests are said once, when they complete. */
export class ReadableLog {
  /** The method and path of requests under way, by request id, said with their completion. */
  private readonly open = new Map<string, string>();

  constructor(
    private readonly out: Pick<Writable, 'write'>,
    private readonly timeZone: string,
  ) {}

  write(json: string): void {
    let record: LogRecord;
    try {
      record = JSON.parse(json) as LogRecord;
    } catch {
      this.out.write(json);
      return;
    }
    const line = this.line(record);
    if (line) this.out.write(`${line}\n`);
  }

  /** The readable line of one record, or undefined for one said later (a request's start). */
  line(record: LogRecord): string | undefined {
    if (record.msg === 'incoming request' && record.reqId && record.req) {
      // Bounded: a request that never completes (a crash) must not grow the map for ever.
      if (this.open.size > 10_000) this.open.clear();
      this.open.set(record.reqId, `${record.req.method ?? ''} ${record.req.url ?? ''}`);
      return undefined;
    }
    const time = new Date(record.time ?? Date.now()).toLocaleTimeString('en-GB', {
      timeZone: this.timeZone,
      hour12: false,
    });
    const level = (LEVELS[record.level ?? 30] ?? 'info').padEnd(5);
    let text = record.msg ?? '';
    if (record.msg === 'request completed' && record.res) {
      const request = (record.reqId && this.open.get(record.reqId)) || 'request';
      if (record.reqId) this.open.delete(record.reqId);
      const took = record.responseTime === undefined ? '' : ` ${Math.round(record.responseTime)} ms`;
      text = `${request} ${record.res.statusCode ?? ''}${took}`;
    } else if (record.err?.message) {
      text = text ? `${text}: ${record.err.message}` : record.err.message;
      if ((record.level ?? 30) >= 50 && record.err.stack) text += `\n${record.err.stack}`;
    }
    return `${time} ${level} ${text}`;
  }
}

/** The logger's destination: undefined keeps pino's JSON lines on stdout. */
export function logDestination(
  format: LogFormat,
  timeZone: string,
  out: Pick<Writable, 'write'> & { isTTY?: boolean } = process.stdout,
): ReadableLog | undefined {
  const readable = format === 'pretty' || (format === 'auto' && out.isTTY === true);
  return readable ? new ReadableLog(out, timeZone) : undefined;
}
