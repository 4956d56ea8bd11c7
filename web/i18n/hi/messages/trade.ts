import type { tradeMessages } from '@common/messages/en/trade';

/** common/messages/en/trade.ts in Hindi: the same keys, the same {{placeholders}}, as traders say it. */
export const hiTradeMessages: Record<keyof typeof tradeMessages, string> = {
  'purchases.notFound': 'खरीद नहीं मिली',
  'purchases.partyNotFound': 'पार्टी नहीं मिली',
  'purchases.partyNotFarmer': 'पार्टी किसान होनी चाहिए',
  'purchases.cropNotFound': 'फसल नहीं मिली',
  'purchases.amountPaidOverBill': 'बिल की रकम {{total}} से ज़्यादा नहीं हो सकती',
  'purchases.stockTakenBySale': 'इस खरीद के बाद बिक्री #{{sale}} इसके माल से स्टॉक ले चुकी है: पहले उसे रद्द करें या सुधारें',
  'purchases.stockTakenBySales':
    'इस खरीद के बाद बिक्री {{sales}} इसके माल से स्टॉक ले चुकी हैं: पहले उन्हें रद्द करें या सुधारें',
  'purchases.stockBelowPurchase': '{{crop}} के स्टॉक में {{stock}} {{unit}} है, जो इस खरीद के {{quantity}} से कम है',
  'purchases.stockBelowPurchaseOfGrade':
    '{{crop}} (ग्रेड {{grade}}) के स्टॉक में {{stock}} {{unit}} है, जो इस खरीद के {{quantity}} से कम है',
  'sales.notFound': 'बिक्री नहीं मिली',
  'sales.partyNotFound': 'पार्टी नहीं मिली',
  'sales.partyNotCustomer': 'पार्टी व्यापारी या निर्यातक होनी चाहिए',
  'sales.cropNotFound': 'फसल नहीं मिली',
  'sales.notEnoughStock': '{{crop}} का स्टॉक कम है: सिर्फ़ {{available}} {{unit}} बचा है',
  'sales.notEnoughStockOfGrade': '{{crop}} (ग्रेड {{grade}}) का स्टॉक कम है: सिर्फ़ {{available}} {{unit}} बचा है',
  'sales.receivedNotPartial': 'आई रकम सिर्फ़ आंशिक भुगतान के साथ दर्ज होती है',
  'sales.receivedNotLess': 'कुल रकम {{total}} से कम होनी चाहिए; पूरी रकम के लिए बिक्री "चुकता" दर्ज करें',
  'expenses.notFound': 'खर्च नहीं मिला',
  'expenses.purchaseNotFound': 'खरीद नहीं मिली',
  'expenses.saleNotFound': 'बिक्री नहीं मिली',
  'expenses.accountNotFound': 'खाता नहीं मिला',
  'corrections.forbidden': 'पिछले दिन की एंट्री सिर्फ़ एडमिन सुधार सकते हैं',
  'corrections.alreadyCancelled': '{{record}} #{{id}} पहले ही रद्द है',
  'corrections.alreadyAmended': '{{record}} #{{id}} पहले ही रद्द है: इसका सुधार #{{newId}} के रूप में दर्ज है',
  'audit.adminOnly': 'बदलाव का रिकॉर्ड सिर्फ़ एडमिन देख सकते हैं',
  'audit.entityRequired': 'एंट्री नंबर के साथ एंट्री का प्रकार भी चुनें',
  'audit.entityRequiredField': 'एंट्री नंबर देने पर ज़रूरी है',
};
