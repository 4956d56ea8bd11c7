// A party's money on account (unallocated payments) beside its open bills, with the action that applies it
// (web/components/on-account-notice.tsx; docs/screens.md#money-on-account). Shown by several screens.
export const onAccount = {
  notice: {
    farmer: "{{amount}} of this farmer's earlier payments is on account: apply it",
    trader: "{{amount}} of this trader's earlier payments is on account: apply it",
    exporter: "{{amount}} of this exporter's earlier payments is on account: apply it",
    party: "{{amount}} of this party's earlier payments is on account: apply it",
  },
  nothingOpen: {
    farmer: "{{amount}} of this farmer's earlier payments is on account, with no open bill to apply it to",
    trader: "{{amount}} of this trader's earlier payments is on account, with no open bill to apply it to",
    exporter:
      "{{amount}} of this exporter's earlier payments is on account, with no open bill to apply it to",
    party: "{{amount}} of this party's earlier payments is on account, with no open bill to apply it to",
  },
  hintOldest: 'It settles the oldest open bills first.',
  hintBill: 'It settles this bill, up to its outstanding.',
  directions: {
    received: 'Received on account',
    paid: 'Paid on account',
  },
  applyOldest: 'Apply to oldest bills',
  applyBill: 'Apply to this bill',
  applyShort: 'Apply',
  applyFor: 'Apply {{amount}} on account of {{name}} to the oldest bills',
  applying: 'Applying...',
  applied: '{{amount}} on account applied to open bills',
  failed: 'The money on account could not be applied',
  amountHint: '{{amount}} is already on account for this party.',
} as const;
