export const ledger = {
  title: 'Ledger Management',
  subtitle: 'Party balances, receivables and payables',
  cards: {
    totalDebit: 'Total Debit',
    totalDebitCaption: 'Money owed to us',
    totalCredit: 'Total Credit',
    totalCreditCaption: 'Money we owe',
    netBalance: 'Net Balance',
    activeParties: 'Active Parties',
    activePartiesCaption: 'Parties with an open balance',
  },
  balanceType: {
    receivable: 'Receivable',
    payable: 'Payable',
  },
  /** Short balance-side markers after an amount, as in a printed ledger. */
  balanceSide: {
    dr: 'Dr',
    cr: 'Cr',
  },
  receivables: {
    title: 'Receivables',
    description: 'Parties who owe us',
    empty: 'No outstanding receivables',
  },
  payables: {
    title: 'Payables',
    description: 'Parties we owe',
    empty: 'No outstanding payables',
  },
  /** Entries of a cancelled record and their reversals (docs/corrections.md#cancel). */
  marks: {
    cancelled: 'Cancelled',
    reversal: 'Reversal',
  },
  entries: {
    title: 'Ledger Entries',
    pages: 'Ledger entry pages',
    description: 'Running balance per party, by date',
    partyFilter: 'Party',
    allParties: 'All Parties',
    statement: 'Statement',
    statementOf: 'Statement of {{name}}',
    empty: 'No ledger entries found',
    columns: {
      date: 'Date',
      party: 'Party',
      transactionType: 'Transaction Type',
      description: 'Description',
      debit: 'Debit',
      credit: 'Credit',
      balance: 'Balance',
    },
  },
  transactionTypes: {
    purchase: 'Purchase',
    sale: 'Sale',
    payment: 'Payment',
    expense: 'Expense',
    opening: 'Opening balance',
    other: 'Other',
  },
  csv: {
    date: 'Date',
    party: 'Party',
    partyType: 'Party Type',
    transactionType: 'Transaction Type',
    description: 'Description',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    balanceType: 'Balance Type',
  },
  errors: {
    fetchEntries: 'Failed to fetch ledger entries',
    fetchParties: 'Failed to fetch parties',
  },
} as const;
