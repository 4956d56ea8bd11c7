import { sql, type SQL } from 'drizzle-orm';
import { QUINTALS_PER_UNIT } from '../../../common/schemas/crops';

/**
 * A quantity of a crop in quintals, in SQL (docs/screens.md: kg ÷ 100, ton × 10), the crop's unit read by id
 * from the small crops table.
 */
export function quintalsOf(quantity: SQL, cropId: SQL): SQL<string> {
  const whens = Object.entries(QUINTALS_PER_UNIT).map(
    ([u, factor]) => sql`when ${u} then ${factor}::numeric`,
  );
  return sql<string>`(${quantity} * (select case c.unit ${sql.join(whens, sql` `)} end from crops c where c.id = ${cropId}))`;
}
