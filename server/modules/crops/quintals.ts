import { sql, type SQL } from 'drizzle-orm';
import { QUINTALS_PER_UNIT } from '../../../common/schemas/crops';

/**
 * A quantity of a crop in quintals, in SQL (docs/screens.md: kg ÷ 100, ton × 10), from the crop's unit: the
 * summaries join the small crops table once rather than looking the unit up per row.
 */
export function quintalsOfUnit(quantity: SQL, unit: SQL): SQL<string> {
  const whens = Object.entries(QUINTALS_PER_UNIT).map(
    ([u, factor]) => sql`when ${u} then ${factor}::numeric`,
  );
  return sql<string>`(${quantity} * (case ${unit} ${sql.join(whens, sql` `)} end))`;
}
