// Which parameters of a message are word lists (docs/messages.md): a record's kind, a unit, "3 purchases and
// 1 sale". msg() requires a word list for these and refuses one anywhere else, so a Hindi session can read a
// message back from its English alone without taking a name for a word: a party called "Sale" stays "Sale".

export const wordParams = {
  'accounts.inUse': ['uses'],
  'corrections.alreadyCancelled': ['record'],
  'corrections.alreadyAmended': ['record'],
  'crops.inUse': ['uses'],
  'crops.unitInUse': ['uses', 'unit'],
  'locations.stateInUse': ['uses'],
  'locations.cityInUse': ['parties'],
  'locations.cityStateLocked': ['parties'],
  'parties.inUse': ['uses'],
  'parties.mustStayFarmer': ['purchases'],
  'parties.cannotBecomeFarmer': ['sales'],
  'payments.billNotFound': ['kind'],
  'payments.billOfAnotherParty': ['kind'],
  'payments.receivedSettlesSales': ['kind'],
  'payments.paidSettlesPurchases': ['kind'],
  'payments.overOutstanding': ['kind'],
  'purchases.stockBelowPurchase': ['unit'],
  'purchases.stockBelowPurchaseOfGrade': ['unit'],
  'stockAdjustments.cannotGiveBack': ['unit'],
  'stockAdjustments.cannotGiveBackOfGrade': ['unit'],
  'sales.notEnoughStock': ['unit'],
  'sales.notEnoughStockOfGrade': ['unit'],
  'narration.purchase': ['unit'],
  'narration.sale': ['unit'],
  'narration.payment': ['what', 'mode'],
  'narration.paymentRef': ['what', 'mode'],
  'narration.paymentFor': ['what', 'mode'],
  'narration.paymentRefFor': ['what', 'mode'],
  // A purchase's expense row in the cash book is a word ('Labor'); a lot charge's name (not a word) stays a name.
  'narration.chargeForPurchase': ['charge'],
  'narration.chargeForSale': ['charge'],
  'trail.saleRecorded': ['unit'],
  'trail.purchaseRecorded': ['unit'],
  'trail.changedRole': ['from', 'to'],
  'trail.paymentReceivedCancelledWith': ['bill'],
  'trail.paymentPaidCancelledWith': ['bill'],
  'notifications.outOfStock': ['buckets'],
  'notifications.lowStock': ['buckets'],
  'notifications.receivableOver90': ['parties'],
  'notifications.receivableOver30': ['parties'],
  'notifications.payableOver90': ['parties'],
  'notifications.payableOver30': ['parties'],
  'notifications.onAccount': ['parties'],
} as const;

type WordParamKeys = keyof typeof wordParams;

/** The word-list parameters of message `K` (none for most). */
export type WordParamsOf<K extends string> = K extends WordParamKeys ? (typeof wordParams)[K][number] : never;

/** Whether parameter `name` of message `key` is a word list. */
export function isWordParam(key: string, name: string): boolean {
  const names: readonly string[] | undefined = (wordParams as Record<string, readonly string[]>)[key];
  return names?.includes(name) ?? false;
}
