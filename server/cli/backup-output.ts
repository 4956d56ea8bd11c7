// What `npm run backup` and `npm run restore` print.
import type { TableCount } from '../db/backup/format';

export function printTables(tables: TableCount[]): void {
  const width = Math.max(5, ...tables.map((t) => t.name.length));
  for (const t of tables)
    console.log(`  ${t.name.padEnd(width)} ${t.rows.toLocaleString('en').padStart(10)}`);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
