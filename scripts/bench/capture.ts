// The SQL the app issues for one request, captured from the pg driver in process, and turned into a pgbench
// script (bench/sql/*.sql): the same statements with every value that depends on the data or the run (ids,
// dates, amounts, the session's token hash, the cursor's key) as a pgbench variable, set from this run's own
// capture. Values an earlier statement of the script returned (a new purchase's id...) are taken with \gset,
// so a write script repeats the whole transaction as the service runs it.
import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
  /** The rows it returned, as objects (drizzle asks for arrays; the field names rebuild them). */
  rows: Array<Record<string, unknown>>;
}

let capturing: Statement[] | undefined;

// Installed when this module loads, before any connection opens: server/db/client.ts binds each pooled
// client's query at connect time, so a later patch of the prototype would not be seen.
install();

function install(): void {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = original.apply(this, args);
    const log = capturing;
    if (!log) return result;
    const q = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof q === 'string' ? q : q.text;
    const given = typeof q === 'string' ? args[1] : (q.values ?? args[1]);
    const statement: Statement = {
      text,
      values: Array.isArray(given) ? given : [],
      rows: [],
    };
    log.push(statement);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      void (result as Promise<{ rows?: unknown[]; fields?: Array<{ name: string }> }>).then(
        (r) => {
          const names = (r?.fields ?? []).map((f) => f.name);
          statement.rows = (r?.rows ?? []).map((row) =>
            Array.isArray(row)
              ? Object.fromEntries(names.map((n, i) => [n, row[i]]))
              : (row as Record<string, unknown>),
          );
        },
        () => undefined,
      );
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

/** Runs `fn` and returns the statements the pg driver sent meanwhile (run nothing else at the same time). */
export async function captureSql(fn: () => Promise<unknown>): Promise<Statement[]> {
  const log: Statement[] = [];
  capturing = log;
  try {
    await fn();
  } finally {
    capturing = undefined;
  }
  // Let the last results settle.
  await new Promise((resolve) => setImmediate(resolve));
  return log;
}

export interface Script {
  /** The pgbench script. */
  sql: string;
  /** -D name=value for this run. */
  variables: Record<string, string>;
}

const CONSTANT = /^[a-z_]{1,20}$/;

function literal(value: unknown): string {
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

function valueText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(String).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The statements as a pgbench script. `named` gives the variable name of values the caller knows
 * (the party's id: party_id, ...); other ids, dates, numbers and the token hash become s<statement>_<n>.
 */
export function toScript(statements: Statement[], named: Record<string, string> = {}): Script {
  const variables: Record<string, string> = {};
  const byValue = new Map<string, string>(Object.entries(named).map(([value, name]) => [value, name]));
  const returned = new Map<string, string>();
  // Every value sent so far: a returned value equal to one of them (the party's id a row echoes back, the
  // user's id) is not new, and mapping it by value could name the wrong column where two ids are equal (the
  // first farmer and the first user are both 1 in the small set), making the script depend on the data.
  const sent = new Set<string>();
  const lines: string[] = [];
  statements.forEach((s, k) => {
    for (const value of s.values) if (value !== null && value !== undefined) sent.add(valueText(value));
    let sql = s.text.replace(/\s+/g, ' ').trim();
    // $n from the highest down, so $1 does not eat the start of $10.
    for (let n = s.values.length; n >= 1; n--) {
      const value = s.values[n - 1];
      let replacement: string;
      if (value === null || value === undefined) replacement = 'NULL';
      else {
        const text = valueText(value);
        // Lower-case words (entity names, types, statuses, units) stay in the text; every other value
        // depends on the data or the run.
        const variable =
          returned.get(text) ??
          byValue.get(text) ??
          (typeof value === 'string' && CONSTANT.test(value) ? undefined : `s${k + 1}_${n}`);
        if (variable === undefined) replacement = literal(value);
        else {
          if (!returned.has(text)) variables[variable] = text;
          replacement = `':${variable}'`;
        }
      }
      sql = sql.replace(new RegExp(`\\$${n}(?![0-9])`, 'g'), replacement);
    }
    const single = s.rows.length === 1 ? s.rows[0]! : undefined;
    const takes =
      single &&
      Object.entries(single).filter(
        ([name, v]) => /^[a-z_][a-z0-9_]*$/i.test(name) && (typeof v === 'number' || typeof v === 'string'),
      );
    if (takes && takes.length > 0 && Object.keys(single!).every((n) => /^[a-z_][a-z0-9_]*$/i.test(n))) {
      const prefix = `r${k + 1}_`;
      // Only what the database made (a new row's id), and only a value one column of the row holds.
      const made = takes.filter(
        ([, v]) =>
          typeof v === 'number' && Number.isInteger(v) && !sent.has(String(v)) && !returned.has(String(v)),
      );
      for (const [name, v] of made) {
        if (made.filter(([, other]) => other === v).length === 1) returned.set(String(v), `${prefix}${name}`);
      }
      lines.push(`${sql} \\gset ${prefix}`);
    } else lines.push(`${sql};`);
  });
  return { sql: lines.join('\n') + '\n', variables };
}

/** The script with its variables' names kept and their values dropped: what a committed file must equal. */
export function normalise(sql: string): string {
  return sql.replace(/\s+$/gm, '').trim();
}

const SERIES_UPSERT = /insert into document_series/i;

/**
 * The same write without its numbering (server/modules/books/document-numbers.ts numberBill: the series'
 * upsert and the number written on the row, one statement): what numbering costs. The numbered script needs
 * no rewriting: that statement builds the number from its own upsert, so each transaction writes the next one.
 */
export function withoutNumbering(script: Script): Script {
  const lines = script.sql.split('\n').filter((l) => !SERIES_UPSERT.test(l));
  return { sql: lines.join('\n'), variables: script.variables };
}
