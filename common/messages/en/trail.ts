/**
 * The audit trail's summaries, in English: a change stores its summary as one of these keys with its
 * parameters, said in the reader's language when read (docs/messages.md#records); a row from before
 * migration 0023 is read back from its English by these templates. common/messages/hi/trail.ts has the same
 * keys in Hindi.
 */
export const trailMessages = {
  // Masters: states, cities, parties, crops, accounts.
  'trail.stateCreated': 'State {{name}} created',
  'trail.stateUpdated': 'State {{name}} updated',
  'trail.stateDeleted': 'State {{name}} deleted',
  'trail.cityCreated': 'City {{name}} created',
  'trail.cityUpdated': 'City {{name}} updated',
  'trail.cityDeleted': 'City {{name}} deleted',
  'trail.partyCreated': 'Party {{name}} created',
  'trail.partyUpdated': 'Party {{name}} updated',
  'trail.partyDeleted': 'Party {{name}} deleted',
  'trail.cropCreated': 'Crop {{name}} created',
  'trail.cropUpdated': 'Crop {{name}} updated',
  'trail.cropDeleted': 'Crop {{name}} deleted',
  'trail.accountCreated': 'Account {{name}} created',
  'trail.accountUpdated': 'Account {{name}} updated',
  'trail.accountDeleted': 'Account {{name}} deleted',
  // Settings: the business profile and the charge schedule.
  'trail.businessProfileUpdated': 'Business profile updated: {{name}}',
  'trail.chargeCreated': 'Charge {{name}} created',
  'trail.chargeUpdated': 'Charge {{name}} updated',
  'trail.chargeDeleted': 'Charge {{name}} deleted',
  // Trade: sales, purchases, expenses, opening balances.
  'trail.saleRecorded': 'Sale #{{id}} recorded: {{quantity}} {{unit}} {{crop}} to {{party}} at {{rate}}',
  'trail.saleCancelled': 'Sale #{{id}} cancelled: {{reason}}',
  'trail.saleCorrected': 'Sale #{{id}} corrected as #{{newId}}',
  'trail.purchaseRecorded':
    'Purchase #{{id}} recorded: {{quantity}} {{unit}} {{crop}} from {{party}} at {{rate}}',
  'trail.purchaseCancelled': 'Purchase #{{id}} cancelled: {{reason}}',
  'trail.purchaseCorrected': 'Purchase #{{id}} corrected as #{{newId}}',
  'trail.expenseRecorded': 'Expense #{{id}} recorded: {{description}}, {{amount}}',
  'trail.expenseCancelled': 'Expense #{{id}} cancelled: {{reason}}',
  'trail.expenseCorrected': 'Expense #{{id}} corrected as #{{newId}}',
  'trail.stockAdjustmentRecorded':
    'Stock adjustment #{{id}} recorded: {{quantity}} {{unit}} {{crop}} worth {{value}}: {{reason}}',
  'trail.stockAdjustmentCancelled': 'Stock adjustment #{{id}} cancelled: {{reason}}',
  'trail.openingOwesUs': 'Opening balance of {{party}} recorded: owes us {{amount}}',
  'trail.openingWeOwe': 'Opening balance of {{party}} recorded: we owe {{amount}}',
  // Payments: "Payment #7 of ₹5,000.00 received from Ramesh Kumar", then what happened to it. Amounts come as
  // ₹ en-IN; a row from before 0023 read "₹5000.00 … from party #3" and is named when read (audit.service.ts).
  'trail.paymentReceivedRecorded': 'Payment #{{id}} of {{amount}} received from {{party}} recorded',
  'trail.paymentPaidRecorded': 'Payment #{{id}} of {{amount}} paid to {{party}} recorded',
  'trail.paymentReceivedCancelled':
    'Payment #{{id}} of {{amount}} received from {{party}} cancelled: {{reason}}',
  'trail.paymentPaidCancelled': 'Payment #{{id}} of {{amount}} paid to {{party}} cancelled: {{reason}}',
  'trail.paymentReceivedCancelledWith':
    'Payment #{{id}} of {{amount}} received from {{party}} cancelled with {{bill}} #{{billId}}',
  'trail.paymentPaidCancelledWith':
    'Payment #{{id}} of {{amount}} paid to {{party}} cancelled with {{bill}} #{{billId}}',
  'trail.paymentCorrected': 'Payment #{{id}} corrected as #{{newId}}',
  'trail.paymentReceivedApplied':
    'Payment #{{id}} of {{amount}} received from {{party}}: {{applied}} on account applied to {{bills}}',
  'trail.paymentPaidApplied':
    'Payment #{{id}} of {{amount}} paid to {{party}}: {{applied}} on account applied to {{bills}}',
  // Users and sign-ins.
  'trail.userAddedAsAdmin': 'User {{email}} added as admin',
  'trail.userAddedAsStaff': 'User {{email}} added as staff',
  'trail.userChanged': 'User {{email}} changed: {{changes}}',
  // What changed of a user: each part a message, joined by trail.changes ('admin' and 'staff' are words).
  'trail.changedName': 'name {{from}} → {{to}}',
  'trail.changedRole': 'role {{from}} → {{to}}',
  'trail.reactivated': 'reactivated',
  'trail.deactivated': 'deactivated',
  'trail.noChange': 'no change',
  'trail.changes': '{{first}}, {{next}}',
  'trail.passwordSetByAdmin': 'Password of {{email}} set by an admin',
  'trail.passwordSetFromCommandLine': 'Password of {{email}} set from the command line',
  'trail.passwordChangedByOwner': '{{email}} changed their password',
  'trail.signedIn': '{{email}} signed in',
  'trail.signedOut': '{{email}} signed out',
  'trail.signInThrottled': 'Sign-in as {{email}} refused: too many attempts',
  'trail.signInInactive': 'Sign-in as {{email}} refused: the user is inactive',
  'trail.signInFailed': 'Failed sign-in as {{email}}',
  'trail.languageHindi': '{{email}} set their language to Hindi',
  'trail.languageEnglish': '{{email}} set their language to English',
  'trail.slipShared': 'Slip of purchase #{{id}} shared by link #{{linkId}}',
  'trail.billShared': 'Bill of sale #{{id}} shared by link #{{linkId}}',
  'trail.statementShared': 'Statement of {{name}} shared by link #{{linkId}}',
  'trail.shareRevoked': 'Share link #{{linkId}} revoked',
} as const;
