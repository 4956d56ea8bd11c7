import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';

// The figures kept beside the books by triggers (daily_totals, ledger_daily, audit_count, bill_daily,
// bill_paid: docs/decisions/0011-lists-and-writes-at-scale.md) are each checked against the books and rebuilt
// from them the same way; a table declares its keys, its figures and the books' query, and gets both here.
// Table and column names are identifiers declared in code, never input: they go into the SQL as `sql.raw`,
// checked to be plain lower-case names first.

function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`not a plain SQL identifier: ${JSON.stringify(name)}`);
  return name;
}

/** A name a mismatch row's field is given (quoted, so it may be camelCase). */
function fieldName(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new Error(`not a plain field name: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** A column that tells the rows of a kept table apart (with the slot, where the table has slots). */
export interface KeptKey<Name extends string> {
  /** What a mismatch row calls it. */
  name: Name;
  /** The column, in the kept table and in the books' query alike; `name` unless said. */
  column?: string;
  /** A date, shown as YYYY-MM-DD. */
  date?: boolean;
}

export interface KeptFiguresDeclaration<Row extends { kept: string }> {
  /** The kept table. */
  table: string;
  /** The columns a row is matched to the books by, shown and sorted by; none for a single total. */
  keys: ReadonlyArray<KeptKey<Exclude<keyof Row & string, 'kept'>>>;
  /** The figures kept, in the order a mismatch shows them (`kept` and the books' side, joined by `/`). */
  figures: readonly string[];
  /**
   * Whether a key's figures are spread over rows of a `slot` (so that concurrent writers do not queue on one
   * row): the check sums them, the rebuild writes slot 0.
   */
  slotted: boolean;
  /** The books' figures: one row a key, a column a key and a figure, named as in the table. */
  fromBooks: SQL;
  /** What a mismatch row calls the books' figures; `books` unless said. */
  booksAs?: Exclude<keyof Row & string, 'kept'>;
}

/** Plain functions, not methods: a table's module exports them under names of its own. */
export interface KeptFigures<Row> {
  /**
   * The keys whose kept figures differ from the books', ordered by key; empty when they agree. A key on one
   * side only counts its missing figures as 0, so a kept row of zeros with nothing in the books agrees.
   */
  mismatches: (db: DbOrTx) => Promise<Row[]>;
  /**
   * Rewrites the table from the books in the caller's transaction, and tells how many rows it wrote. The
   * table is locked first so that no writer adds to it between the delete and the insert (writers wait, then
   * add to the new rows).
   */
  rebuild: (tx: Tx) => Promise<number>;
}

/** The check and the rebuild of one kept table (see KeptFiguresDeclaration). */
export function keptFigures<Row extends { kept: string }>(
  declared: KeptFiguresDeclaration<Row>,
): KeptFigures<Row> {
  const table = identifier(declared.table);
  const keys = declared.keys.map((key) => ({
    name: fieldName(key.name),
    column: identifier(key.column ?? key.name),
    date: key.date === true,
  }));
  const figures = declared.figures.map(identifier);
  const booksAs = fieldName(declared.booksAs ?? 'books');
  const keyColumns = keys.map((key) => key.column);
  const list = (names: string[]) => names.join(', ');

  const keptSql = declared.slotted
    ? `select ${list([...keyColumns, ...figures.map((f) => `sum(${f}) as ${f}`)])} from ${table}` +
      (keys.length > 0 ? ` group by ${list(keyColumns)}` : '')
    : `select ${list([...keyColumns, ...figures])} from ${table}`;
  const shownKeys = keys.map((key) => {
    const either = `coalesce(k.${key.column}, b.${key.column})`;
    return `${key.date ? `to_char(${either}, 'YYYY-MM-DD')` : either} as ${key.name}`;
  });
  const shown = (alias: string) =>
    `concat_ws('/', ${list(figures.map((f) => `coalesce(${alias}.${f}, 0)`))})`;
  const joined =
    keys.length > 0 ? keys.map((key) => `b.${key.column} = k.${key.column}`).join(' and ') : 'true';
  const differ = figures.map((f) => `coalesce(k.${f}, 0) <> coalesce(b.${f}, 0)`).join(' or ');
  const ordered = keys.length > 0 ? ` order by ${list(keys.map((_, i) => String(i + 1)))}` : '';
  const written = [...keyColumns, ...(declared.slotted ? ['slot'] : []), ...figures];
  const selected = [...keyColumns, ...(declared.slotted ? ['0'] : []), ...figures];

  return {
    mismatches: (db) =>
      queryRows<Row>(
        db,
        sql`with kept as (${sql.raw(keptSql)}), books as (${declared.fromBooks})
            select ${sql.raw(list([...shownKeys, `${shown('k')} as kept`, `${shown('b')} as ${booksAs}`]))}
            from kept k full join books b on ${sql.raw(joined)}
            where ${sql.raw(differ)}${sql.raw(ordered)}`,
      ),
    rebuild: async (tx) => {
      await tx.execute(sql`lock table ${sql.raw(table)} in exclusive mode`);
      await tx.execute(sql`delete from ${sql.raw(table)}`);
      const rows = await queryRows<unknown>(
        tx,
        sql`insert into ${sql.raw(`${table} (${list(written)})`)}
            select ${sql.raw(list(selected))} from (${declared.fromBooks}) as b
            returning 1`,
      );
      return rows.length;
    },
  };
}
