import type { tradeMessages } from '../en/trade';

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
  'lots.chargeNotFound': 'ख़र्चा #{{id}} ख़र्चों की सूची में नहीं है',
  'lots.chargeNotForPurchase': '{{name}} (ख़र्चा #{{id}}) बिक्री का ख़र्चा है, खरीद का नहीं',
  'lots.chargeNotForSale': '{{name}} (ख़र्चा #{{id}}) खरीद का ख़र्चा है, बिक्री का नहीं',
  'lots.percentOver100': 'प्रतिशत की दर ज़्यादा से ज़्यादा 100 हो सकती है',
  'lots.netPayableNotPositive':
    'किसान के ज़िम्मे के ख़र्चे ({{deductions}}) पूरी क़ीमत {{total}} खा जाते हैं: देने को कुछ नहीं बचता',
  'lots.netQuantityNotPositive': 'बोरियों का वज़न ({{tare}}) कुल वज़न में से कुछ नहीं छोड़ता',
  'sales.notFound': 'बिक्री नहीं मिली',
  'sales.partyNotFound': 'पार्टी नहीं मिली',
  'sales.partyNotCustomer': 'पार्टी व्यापारी या निर्यातक होनी चाहिए',
  'sales.cropNotFound': 'फसल नहीं मिली',
  'sales.notEnoughStock': '{{crop}} का स्टॉक कम है: सिर्फ़ {{available}} {{unit}} बचा है',
  'sales.notEnoughStockOfGrade': '{{crop}} (ग्रेड {{grade}}) का स्टॉक कम है: सिर्फ़ {{available}} {{unit}} बचा है',
  'sales.receivedNotPartial': 'आई रकम सिर्फ़ आंशिक भुगतान के साथ दर्ज होती है',
  'sales.receivedNotLess': 'कुल रकम {{total}} से कम होनी चाहिए; पूरी रकम के लिए बिक्री "चुकता" दर्ज करें',
  'sales.paidAboveLimit':
    '{{total}} की बिक्री "चुकता" दर्ज नहीं हो सकती: एक भुगतान अधिकतम {{max}} का हो सकता है। बिक्री "बकाया" दर्ज करें और भुगतान अलग से दर्ज करें',
  'expenses.notFound': 'खर्च नहीं मिला',
  'expenses.purchaseNotFound': 'खरीद नहीं मिली',
  'expenses.saleNotFound': 'बिक्री नहीं मिली',
  'expenses.accountNotFound': 'खाता नहीं मिला',
  'corrections.forbidden': 'पिछले दिन की एंट्री सिर्फ़ एडमिन सुधार सकते हैं',
  'corrections.alreadyCancelled': '{{record}} #{{id}} पहले ही रद्द है',
  'corrections.alreadyAmended': '{{record}} #{{id}} पहले ही रद्द है: इसका सुधार #{{newId}} के रूप में दर्ज है',
  'corrections.paidOverOpen':
    'बिल में बची बकाया रकम {{open}} से ज़्यादा नहीं हो सकती: पहले के भुगतानों से {{moved}} इसमें जमा हो चुका है',
  'corrections.valueBelowZero':
    'इस भाव से {{crop}} के स्टॉक की कीमत शून्य से नीचे ({{value}}) चली जाएगी: पहले बाद की बिक्री सुधारें',
  'corrections.valueBelowZeroOfGrade':
    'इस भाव से {{crop}} (ग्रेड {{grade}}) के स्टॉक की कीमत शून्य से नीचे ({{value}}) चली जाएगी: पहले बाद की बिक्री सुधारें',
  'stockAdjustments.notFound': 'स्टॉक समायोजन नहीं मिला',
  'stockAdjustments.rateRequired': '{{crop}} का स्टॉक खाली है: जिस भाव से माल आ रहा है वह भाव भरें',
  'stockAdjustments.rateRequiredOfGrade':
    '{{crop}} (ग्रेड {{grade}}) का स्टॉक खाली है: जिस भाव से माल आ रहा है वह भाव भरें',
  'stockAdjustments.rateOnDecrease': 'घटत औसत लागत पर निकलती है: भाव खाली छोड़ें',
  'stockAdjustments.stockTakenBySale': 'इसके बाद बिक्री #{{sale}} इस स्टॉक से माल ले चुकी है: पहले उसे रद्द करें या सुधारें',
  'stockAdjustments.stockTakenBySales':
    'इसके बाद बिक्री {{sales}} इस स्टॉक से माल ले चुकी हैं: पहले उन्हें रद्द करें या सुधारें',
  'stockAdjustments.stockTakenByAdjustment':
    'इसके बाद स्टॉक समायोजन #{{adjustment}} इस स्टॉक से माल घटा चुका है: पहले उसे रद्द करें',
  'stockAdjustments.stockTakenByAdjustments':
    'इसके बाद स्टॉक समायोजन {{adjustments}} इस स्टॉक से माल घटा चुके हैं: पहले उन्हें रद्द करें',
  'stockAdjustments.cannotGiveBack':
    '{{crop}} के स्टॉक में {{stock}} {{unit}} है, कीमत {{value}}: यह इस समायोजन के {{quantity}} (कीमत {{adjustmentValue}}) वापस नहीं दे सकता',
  'stockAdjustments.cannotGiveBackOfGrade':
    '{{crop}} (ग्रेड {{grade}}) के स्टॉक में {{stock}} {{unit}} है, कीमत {{value}}: यह इस समायोजन के {{quantity}} (कीमत {{adjustmentValue}}) वापस नहीं दे सकता',
  'audit.adminOnly': 'बदलाव का रिकॉर्ड सिर्फ़ एडमिन देख सकते हैं',
  'audit.entityRequired': 'एंट्री नंबर के साथ एंट्री का प्रकार भी चुनें',
  'audit.entityRequiredField': 'एंट्री नंबर देने पर ज़रूरी है',
};
