import { describe, expect, it } from 'vitest';
import { numberedFromSeries, toScript, withoutNumbering, type Statement } from '../../scripts/bench/capture';

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
  /** The purchase inserted, then its number from the series and written on its row, as the service does. */
  const numbered = (): Statement[] => [
    {
      text: 'insert into purchases (party_id) values ($1) returning id',
      values: [5],
      rows: [{ id: 2001 }],
    },
    {
      text: `insert into document_series (kind, financial_year, last_number)
        values ($1, $2, 1) on conflict (kind, financial_year)
        do update set last_number = document_series.last_number + 1 returning last_number as n`,
      values: ['P', '2026-27'],
      rows: [{ n: 42 }],
    },
    {
      text: 'update purchases set document_number = $1 where id = $2',
      values: ['P/2026-27/0042', 2001],
      rows: [],
    },
  ];

  it('writes the number its own upsert returned, so that each transaction of the script gets the next one', () => {
    const { sql, variables } = numberedFromSeries(toScript(numbered()));
    expect(sql.split('\n')[2]).toBe(
      "update purchases set document_number = 'P/2026-27/' || lpad(':r2_n', greatest(4, length(':r2_n')), '0') where id = ':r1_id';",
    );
    expect(variables).toEqual({ s1_1: '5', s2_1: 'P', s2_2: '2026-27' });
  });

  it('leaves out the upsert and the number written for the same write unnumbered', () => {
    const { sql } = withoutNumbering(numberedFromSeries(toScript(numbered())));
    expect(sql).toBe("insert into purchases (party_id) values (':s1_1') returning id \\gset r1_\n");
  });
});
