import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * Lots whose figures disagree with their charges or their ledger entry (docs/posting.md#charges); empty when
 * they agree. A purchase: deductions = Σ charges the farmer bears, net_payable = total_amount − deductions,
 * paid_out_amount = Σ paid_out charges, final_amount = net_payable + paid_out_amount + expense_amount, and the
 * farmer's purchase entry credits net_payable. A sale: bill_amount = total_amount + Σ charges the buyer bears,
 * paid_out_amount = Σ paid_out charges, charge_profit = Σ retained − Σ paid_out borne by us, and the
 * customer's sale entry debits bill_amount. A lot without an entry is not this check's (rows a test inserts
 * directly to make a crop used have none).
 */
export async function lotChargeMismatches(db: DbOrTx) {
  return queryRows<{ kind: string; id: number; what: string }>(
    db,
    sql`with c as (
          select lot_kind, lot_id,
            sum(amount) filter (where born_by = 'party') as party,
            sum(amount) filter (where kind = 'paid_out') as paid_out,
            sum(amount) filter (where kind = 'retained') as retained,
            sum(amount) filter (where kind = 'paid_out' and born_by = 'us') as ours
          from lot_charges group by lot_kind, lot_id
        )
        select 'purchase' as kind, p.id, concat_ws('/', p.deductions, p.net_payable, p.paid_out_amount, p.final_amount,
            le.credit) as what
        from purchases p
        left join c on c.lot_kind = 'purchase' and c.lot_id = p.id
        left join ledger_entries le on le.source_type = 'purchase' and le.source_id = p.id
          and le.transaction_type = 'purchase' and le.reversal_of is null
        where p.deductions <> coalesce(c.party, 0)
          or p.net_payable <> p.total_amount - p.deductions
          or p.paid_out_amount <> coalesce(c.paid_out, 0)
          or p.final_amount <> p.net_payable + p.paid_out_amount + p.expense_amount
          or le.credit <> p.net_payable
        union all
        select 'sale', s.id, concat_ws('/', s.bill_amount, s.paid_out_amount, s.charge_profit, le.debit)
        from sales s
        left join c on c.lot_kind = 'sale' and c.lot_id = s.id
        left join ledger_entries le on le.source_type = 'sale' and le.source_id = s.id
          and le.transaction_type = 'sale' and le.reversal_of is null
        where s.bill_amount <> s.total_amount + coalesce(c.party, 0)
          or s.paid_out_amount <> coalesce(c.paid_out, 0)
          or s.charge_profit <> coalesce(c.retained, 0) - coalesce(c.ours, 0)
          or le.debit <> s.bill_amount
        order by 1, 2`,
  );
}
