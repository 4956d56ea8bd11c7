import { describe, expect, it } from 'vitest';
import { restoreOrder } from './table-order';

describe('restore order', () => {
  it('puts every table after the tables it references; self-references and cycles do not block it', () => {
    const order = restoreOrder(
      ['sales', 'parties', 'users', 'employees', 'a', 'b'],
      [
        { table: 'sales', references: 'parties' },
        { table: 'parties', references: 'users' },
        { table: 'sales', references: 'users' },
        { table: 'employees', references: 'employees' },
        { table: 'a', references: 'b' },
        { table: 'b', references: 'a' },
        { table: 'parties', references: 'elsewhere' },
      ],
    );
    expect(order).toEqual(['employees', 'users', 'parties', 'sales', 'a', 'b']);
  });
});
