// What the database holds, read from pg_catalog: the same queries on PGlite and on a server.
import { qualified, quoteIdent, type MigrationRef, type SequenceInfo } from './format';
import type { SqlSession } from './session';
import { restoreOrder, type ForeignKey } from './table-order';

export interface ColumnInfo {
  name: string;
  /** format_type(), e.g. `integer`, `numeric(18,2)`: the cast for a keyset bound. */
  type: string;
  /** A generated column is computed by the database and cannot be inserted. */
  generated: boolean;
}

export interface CatalogTable {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
}

/** Every base table of schema public (drizzle keeps its own bookkeeping in schema drizzle), in restore order. */
export async function readTables(session: SqlSession): Promise<CatalogTable[]> {
  const rows = await session.query<{ name: string; columns: string; primary_key: string }>(
    `select c.relname as name,
            coalesce((select json_agg(json_build_object('name', a.attname,
                                                        'type', format_type(a.atttypid, a.atttypmod),
                                                        'generated', a.attgenerated <> '')
                                      order by a.attnum)
                        from pg_attribute a
                       where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]')::text as columns,
            coalesce((select json_agg(a.attname order by k.ord)
                        from pg_constraint p
                        cross join unnest(p.conkey) with ordinality as k(attnum, ord)
                        join pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
                       where p.conrelid = c.oid and p.contype = 'p'), '[]')::text as primary_key
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const foreignKeys = await session.query<ForeignKey>(
    `select src.relname as "table", dst.relname as "references"
       from pg_constraint k
       join pg_class src on src.oid = k.conrelid
       join pg_namespace sn on sn.oid = src.relnamespace
       join pg_class dst on dst.oid = k.confrelid
       join pg_namespace dn on dn.oid = dst.relnamespace
      where k.contype = 'f' and sn.nspname = 'public' and dn.nspname = 'public'`,
  );
  const byName = new Map(
    rows.map((r) => [
      r.name,
      {
        name: r.name,
        columns: JSON.parse(r.columns) as ColumnInfo[],
        primaryKey: JSON.parse(r.primary_key) as string[],
      },
    ]),
  );
  return restoreOrder([...byName.keys()], foreignKeys).map((name) => byName.get(name)!);
}

/** The serial and identity sequences of our tables with their current values. */
export async function readSequences(session: SqlSession): Promise<SequenceInfo[]> {
  const owned = await session.query<{ qualified: string; table: string; column: string }>(
    `select format('%I.%I', sn.nspname, s.relname) as qualified, t.relname as "table", a.attname as "column"
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_namespace sn on sn.oid = s.relnamespace
       join pg_class t on t.oid = d.refobjid
       join pg_namespace tn on tn.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        and d.deptype in ('a', 'i') and tn.nspname = 'public'
      order by t.relname, a.attname`,
  );
  const sequences: SequenceInfo[] = [];
  for (const seq of owned) {
    const [value] = await session.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${seq.qualified}`,
    );
    sequences.push({
      table: seq.table,
      column: seq.column,
      lastValue: value!.last_value,
      isCalled: value!.is_called,
    });
  }
  return sequences;
}

/** drizzle's record of applied migrations, oldest first; none when the database was never migrated. */
export async function readAppliedMigrations(session: SqlSession): Promise<MigrationRef[]> {
  const [probe] = await session.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!probe?.present) return [];
  const rows = await session.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id',
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

export async function countRows(session: SqlSession, table: string): Promise<number> {
  const [row] = await session.query<{ n: string }>(`select count(*)::text as n from ${qualified(table)}`);
  return Number(row!.n);
}

/** Our tables that hold at least one row, with their counts: a restore target must have none. */
export async function tablesWithRows(session: SqlSession): Promise<Array<{ name: string; rows: number }>> {
  const found: Array<{ name: string; rows: number }> = [];
  for (const table of await readTables(session)) {
    const [row] = await session.query<{ any: boolean }>(
      `select exists (select 1 from ${qualified(table.name)}) as any`,
    );
    if (row?.any) found.push({ name: table.name, rows: await countRows(session, table.name) });
  }
  return found;
}

/** An alias for the table that is none of its column names (row_to_json(x) would take a column x). */
export function rowAlias(table: CatalogTable): string {
  let alias = 'backup_row';
  while (table.columns.some((c) => c.name === alias)) alias += '_';
  return quoteIdent(alias);
}
