import { describe, expect, it } from 'vitest';
import { toScript, withoutNumbering, type Statement } from '../../scripts/bench/capture';

// The bench turns the SQL the app issues into pgbench scripts (scripts/bench/capture.ts); the committed
// bench/sql files are compared with a new capture, so a script must not depend on which ids the data gave.

/** A purchase as the service writes it: the row inserted and echoed back, then a ledger line naming it. */
function purchase(partyId: number, userId: number, newId: number): Statement[] {
  return [
    {
      text: 'insert into purchases (party_id, quantity, created_by) values ($1, $2, $3) returning id, party_id, created_by',
      values: [partyId, '10.5', userId],
      rows: [{ id: newId, party_id: partyId, created_by: userId }],
    },
    {
      text: 'insert into ledger_entries (party_id, source_id, created_by) values ($1, $2, $3)',
      values: [partyId, newId, userId],
      rows: [],
    },
  ];
}

describe('toScript', () => {
  it('takes a new row’s id from its statement, and gives echoed ids their own variables', () => {
    const { sql, variables } = toScript(purchase(5, 1, 2001));
    expect(sql).toBe(
      [
        "insert into purchases (party_id, quantity, created_by) values (':s1_1', ':s1_2', ':s1_3') returning id, party_id, created_by \\gset r1_",
        "insert into ledger_entries (party_id, source_id, created_by) values (':s2_1', ':r1_id', ':s2_3');",
        '',
      ].join('\n'),
    );
    expect(variables).toEqual({ s1_1: '5', s1_2: '10.5', s1_3: '1', s2_1: '5', s2_3: '1' });
  });

  it('writes the same script whether or not the party’s and the user’s ids happen to be equal', () => {
    expect(toScript(purchase(1, 1, 2001)).sql).toBe(toScript(purchase(5, 1, 2001)).sql);
  });

  it('does not map a value two columns of one row hold alike', () => {
    const statements: Statement[] = [
      { text: 'select $1::int as a', values: [3], rows: [] },
      { text: 'insert into t default values returning id, copy', values: [], rows: [{ id: 9, copy: 9 }] },
      { text: 'select $1::int', values: [9], rows: [] },
    ];
    expect(toScript(statements).sql.split('\n')[2]).toBe("select ':s3_1'::int;");
  });
});

describe('a numbered write (server/modules/books/document-numbers.ts)', () => {
  /** The purchase inserted, then numbered from the series in one statement, as numberBill does. */
  const numbered = (): Statement[] => [
    {
      text: 'insert into purchases (party_id) values ($1) returning id',
      values: [5],
      rows: [{ id: 2001 }],
    },
    {
      text: `with series as (insert into document_series (kind, financial_year, last_number)
        values ($1, $2, 1) on conflict (kind, financial_year)
        do update set last_number = document_series.last_number + 1 returning last_number as n)
        update purchases set document_number = $3 || lpad(series.n::text, 4, '0') from series
        where purchases.id = $4 returning purchases.document_number as "documentNumber"`,
      values: ['P', '2026-27', 'P/2026-27/', 2001],
      rows: [{ documentNumber: 'P/2026-27/0042' }],
    },
  ];

  it('keeps the statement that numbers from its own upsert, so that each transaction gets the next number', () => {
    const { sql, variables } = toScript(numbered());
    expect(sql.split('\n')[1]).toContain("set document_number = ':s2_3' || lpad(series.n::text, 4, '0')");
    expect(sql.split('\n')[1]).toContain("where purchases.id = ':r1_id'");
    expect(variables).toMatchObject({ s2_1: 'P', s2_2: '2026-27', s2_3: 'P/2026-27/' });
  });

  it('leaves out the numbering statement for the same write unnumbered', () => {
    const { sql } = withoutNumbering(toScript(numbered()));
    expect(sql).toBe("insert into purchases (party_id) values (':s1_1') returning id \\gset r1_\n");
  });
});
