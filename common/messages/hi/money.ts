import type { moneyMessages } from '../en/money';

/** common/messages/en/money.ts in Hindi: the same keys, the same {{placeholders}}, as traders say it. */
export const hiMoneyMessages: Record<keyof typeof moneyMessages, string> = {
  'payments.notFound': 'भुगतान नहीं मिला',
  'payments.accountRequired': 'बैंक, UPI या चेक से भुगतान के लिए खाता चुनें',
  'payments.billNamedTwice': 'यह बिल दो बार चुना गया है',
  'payments.allocationsOverAmount': 'बिलों में बाँटी रकम {{total}} है, जो भुगतान की रकम {{amount}} से ज़्यादा है',
  'payments.billNotFound': '{{kind}} #{{id}} मौजूद नहीं है या रद्द है',
  'payments.billOfAnotherParty': '{{kind}} #{{id}} किसी दूसरी पार्टी का बिल है',
  'payments.receivedSettlesSales':
    'आया भुगतान सिर्फ़ बिक्री या पार्टी पर शुरुआती बाकी में जमा होता है; {{kind}} #{{id}} इनमें से नहीं है',
  'payments.paidSettlesPurchases':
    'दिया भुगतान सिर्फ़ खरीद या पार्टी को देने वाले शुरुआती बाकी में जमा होता है; {{kind}} #{{id}} इनमें से नहीं है',
  'payments.overOutstanding': '{{kind}} #{{id}} पर {{outstanding}} बकाया है; इसमें {{amount}} जमा नहीं हो सकता',
  'payments.cancelledCannotApply': 'भुगतान #{{id}} रद्द है; इसकी रकम बिलों में नहीं लगाई जा सकती',
  'payments.overUnallocated':
    'बिलों में बाँटी रकम {{total}} है, जो भुगतान #{{id}} में बची (बिना बँटी) रकम {{unallocated}} से ज़्यादा है',
  'payments.nothingUnallocated': 'भुगतान #{{id}} में बिलों में लगाने को कोई रकम नहीं बची',
  'payments.noOpenBills': 'भुगतान #{{id}} में {{unallocated}} बचा है, पर पार्टी का कोई खुला बिल नहीं जिसमें यह लगे',
  'accounts.notFound': 'खाता नहीं मिला',
  'accounts.cashInHandFixed': '"{{name}}" का नाम नहीं बदल सकता और इसे बैंक खाता नहीं बना सकते',
  'accounts.cashInHandUndeletable': '"{{name}}" हटाया नहीं जा सकता',
  'accounts.inUse': 'इस खाते से {{uses}} जुड़े हैं, इसलिए इसे हटाया नहीं जा सकता',
  'accounts.nameTaken': '"{{name}}" नाम का खाता पहले से है',
  'ledger.partyNotFound': 'पार्टी नहीं मिली',
  'ledger.openingBalanceExists': '{{name}} का शुरुआती बाकी पहले से दर्ज है',
  'ledger.zeroAmount': 'मात्रा × भाव ₹0.00 बनता है; ज़्यादा मात्रा या भाव डालें',
};
