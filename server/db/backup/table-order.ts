export interface ForeignKey {
  table: string;
  references: string;
}

/**
 * Tables in an order where each comes after every table it references (Kahn's algorithm; ties by name,
 * so the order is the same every time). A self-reference needs no ordering: rows go in primary-key
 * order, so a parent row usually precedes its children. Tables on a reference cycle (none in our
 * schema) follow in name order; their restore then relies on the constraints being deferrable.
 */
export function restoreOrder(tables: readonly string[], foreignKeys: readonly ForeignKey[]): string[] {
  const known = new Set(tables);
  const needs = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const fk of foreignKeys) {
    if (fk.table !== fk.references && known.has(fk.table) && known.has(fk.references)) {
      needs.get(fk.table)!.add(fk.references);
    }
  }
  const order: string[] = [];
  const placed = new Set<string>();
  const byName = [...tables].sort();
  for (;;) {
    const ready = byName.filter((t) => !placed.has(t) && [...needs.get(t)!].every((d) => placed.has(d)));
    if (ready.length === 0) break;
    for (const t of ready) {
      order.push(t);
      placed.add(t);
    }
  }
  return [...order, ...byName.filter((t) => !placed.has(t))];
}
