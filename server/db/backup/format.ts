// The backup file: gzip of JSON lines (docs/backup-and-restore.md).
//   line 1            the header (BackupHeader): what follows, table by table, with row counts
//   per table         {"table":"name"} then exactly `rows` lines, each one row as PostgreSQL's
//                     row_to_json renders it (numerics stay exact number text, never JS floats)
//   last line         the trailer {"end":"mandibook-backup","rows":N}: a file without it is incomplete
// The reader never has to guess what a line is: the header says how many row lines follow each marker.

export const BACKUP_FORMAT = 'mandibook-backup';
export const BACKUP_VERSION = 1;

export interface MigrationRef {
  /** drizzle's identity of a migration: the journal's `when`, stored as created_at. */
  createdAt: number;
  /** sha256 of the SQL file, as drizzle stores it. */
  hash: string;
}

export interface TableInfo {
  name: string;
  columns: string[];
  /** Primary-key columns; rows are written (and so restored) in this order. Empty: physical order. */
  primaryKey: string[];
  rows: number;
}

export interface SequenceInfo {
  /** The serial or identity column the sequence feeds (the sequence's own name may differ). */
  table: string;
  column: string;
  /** bigint as text. */
  lastValue: string;
  isCalled: boolean;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  database: 'pglite' | 'postgres';
  serverVersion: string;
  /** Applied migrations of the source, oldest first. */
  migrations: MigrationRef[];
  /** In restore order: a table comes after every table it references. */
  tables: TableInfo[];
  sequences: SequenceInfo[];
}

export interface BackupTrailer {
  end: typeof BACKUP_FORMAT;
  rows: number;
}

export interface TableCount {
  name: string;
  rows: number;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  durationMs: number;
  database: 'pglite' | 'postgres';
  tables: TableCount[];
  rows: number;
}

/** What the daily schedule and the live-app requests report to (a pino or Fastify logger fits). */
export interface BackupLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function tableMarker(name: string): string {
  return JSON.stringify({ table: name });
}

export function trailerLine(rows: number): string {
  const trailer: BackupTrailer = { end: BACKUP_FORMAT, rows };
  return JSON.stringify(trailer);
}

/** Parses and checks line 1; anything else is "not a MandiBook backup" rather than a later crash. */
export function parseHeader(line: string | undefined, file: string): BackupHeader {
  let value: unknown;
  try {
    value = line === undefined ? undefined : JSON.parse(line);
  } catch {
    value = undefined;
  }
  const header = value as Partial<BackupHeader> | undefined;
  if (!header || header.format !== BACKUP_FORMAT || !Array.isArray(header.tables)) {
    throw new Error(`${file} is not a MandiBook backup`);
  }
  if (header.version !== BACKUP_VERSION) {
    throw new Error(
      `${file} is a backup of format version ${String(header.version)}; this MandiBook reads version ${BACKUP_VERSION}`,
    );
  }
  return {
    ...header,
    migrations: header.migrations ?? [],
    sequences: header.sequences ?? [],
  } as BackupHeader;
}

export function isTrailer(line: string | undefined, rows: number): boolean {
  if (line === undefined) return false;
  try {
    const trailer = JSON.parse(line) as Partial<BackupTrailer>;
    return trailer.end === BACKUP_FORMAT && trailer.rows === rows;
  } catch {
    return false;
  }
}

/** `mandibook-backup-2026-01-31T18-05-09.jsonl.gz`, local time (colons are not allowed in every file system). */
export function defaultBackupName(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp =
    `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}` +
    `T${p(now.getHours())}-${p(now.getMinutes())}-${p(now.getSeconds())}`;
  return `mandibook-backup-${stamp}.jsonl.gz`;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A table of schema public, quoted. */
export function qualified(table: string): string {
  return `public.${quoteIdent(table)}`;
}
