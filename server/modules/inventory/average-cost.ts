import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * round_half_up(value ÷ stock, 2), or 0.00 for an empty bucket. The one formula behind both the
 * inventory list's averageCost and a sale's cost. The value is widened to scale 20 first: PostgreSQL
 * rounds a numeric quotient to a scale it picks itself (as few as 4 places for large quotients), and
 * rounding twice could turn …4951 into …50 and then up.
 */
export function averageCostSql(value: SQLWrapper, stock: SQLWrapper): SQL<string> {
  return sql<string>`case when ${stock} = 0 then 0::numeric(18, 2)
    else round(${value}::numeric(40, 20) / ${stock}, 2) end`;
}
