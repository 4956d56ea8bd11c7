/**
 * The audit trail's summaries, in English: the text a change writes into the trail, which stays as written.
 * The audit screen shows it in Hindi by matching these templates (docs/messages.md#narrations);
 * web/i18n/hi/messages/trail.ts has the same keys in Hindi.
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
  'trail.openingOwesUs': 'Opening balance of {{party}} recorded: owes us {{amount}}',
  'trail.openingWeOwe': 'Opening balance of {{party}} recorded: we owe {{amount}}',
  // Payments: "Payment #7 of ₹5,000.00 received from party #3", then what happened to it.
  'trail.paymentReceivedRecorded': 'Payment #{{id}} of ₹{{amount}} received from party #{{partyId}} recorded',
  'trail.paymentPaidRecorded': 'Payment #{{id}} of ₹{{amount}} paid to party #{{partyId}} recorded',
  'trail.paymentReceivedCancelled':
    'Payment #{{id}} of ₹{{amount}} received from party #{{partyId}} cancelled: {{reason}}',
  'trail.paymentPaidCancelled':
    'Payment #{{id}} of ₹{{amount}} paid to party #{{partyId}} cancelled: {{reason}}',
  'trail.paymentReceivedCancelledWith':
    'Payment #{{id}} of ₹{{amount}} received from party #{{partyId}} cancelled with {{bill}} #{{billId}}',
  'trail.paymentPaidCancelledWith':
    'Payment #{{id}} of ₹{{amount}} paid to party #{{partyId}} cancelled with {{bill}} #{{billId}}',
  'trail.paymentCorrected': 'Payment #{{id}} corrected as #{{newId}}',
  // Users and sign-ins.
  'trail.userAddedAsAdmin': 'User {{email}} added as admin',
  'trail.userAddedAsStaff': 'User {{email}} added as staff',
  'trail.userChanged': 'User {{email}} changed: {{changes}}',
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
} as const;
