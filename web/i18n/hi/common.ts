import type { common as en } from '../en/common';
import type { Translation } from '../catalogue';

// हर स्क्रीन के साझा शब्द (docs/screens.md#client-conventions). अंक और तारीख़ en-IN में ही रहते हैं.
export const common = {
  productName: 'MandiBook',
  tagline: 'मंडी आढ़त का हिसाब-किताब',
  actions: {
    save: 'सेव करें',
    cancel: 'रद्द करें',
    delete: 'हटाएँ',
    edit: 'बदलें',
    close: 'बंद करें',
    export: 'एक्सपोर्ट',
    add: 'जोड़ें',
    update: 'अपडेट करें',
    create: 'बनाएँ',
    saving: 'सेव हो रहा है...',
    confirm: 'पक्का करें',
    more: 'और',
  },
  toast: {
    success: 'हो गया',
    error: 'गड़बड़ी',
    requiredFields: 'सभी ज़रूरी खाने भरें',
    notifications: 'सूचनाएँ ({{hotkey}})',
    notification: 'सूचना',
  },
  pagination: {
    showing: '{{total}} में से {{from}}–{{to}}',
    loading: '{{total}} में से {{from}}–{{to}} लोड हो रहे हैं…',
    previous: 'पिछला',
    next: 'अगला',
  },
  table: {
    scrollRegion: 'खिसकने वाली तालिका',
  },
  filters: {
    title: 'फ़िल्टर',
    titleSet: 'फ़िल्टर · {{count}} लगे',
    from: 'से',
    to: 'तक',
    clear: 'फ़िल्टर हटाएँ',
  },
  lotForm: {
    crop: 'फसल',
    cropPlaceholder: 'फसल चुनें',
    noCrops: 'अभी कोई फसल नहीं। पहले "फसलें" में जोड़ें।',
    quantity: 'मात्रा',
    quantityIn: 'मात्रा ({{unit}})',
    rate: 'भाव (₹ प्रति इकाई)',
    rateIn: 'भाव (₹ प्रति {{unit}})',
    qualityGrade: 'ग्रेड',
    gradePlaceholder: 'ग्रेड चुनें',
    noGrade: 'बिना ग्रेड',
  },
  summary: {
    title: 'सारांश',
    show: 'दिखाएँ',
    hide: 'छिपाएँ',
  },
  cashInHand: 'हाथ में नकद',
  payTo: {
    bank: 'पार्टी का बैंक खाता:',
    upi: 'पार्टी की UPI आईडी:',
    use: '{{reference}} लें',
  },
  fallback: {
    unknownCrop: 'अनजान फसल',
    unknownParty: 'अनजान पार्टी',
    unknownFarmer: 'अनजान किसान',
    unknown: 'अनजान',
    notApplicable: 'लागू नहीं',
    dash: '-',
  },
  units: {
    quintal: 'क्विंटल',
    kg: 'किलो',
    ton: 'टन',
  },
  perUnit: {
    quintal: 'प्रति क्विंटल',
    kg: 'प्रति किलो',
    ton: 'प्रति टन',
  },
  unitOptions: {
    quintal: 'क्विंटल',
    kg: 'किलो',
    ton: 'टन',
  },
  partyTypes: {
    farmer: 'किसान',
    trader: 'व्यापारी',
    exporter: 'निर्यातक',
  },
  grades: {
    A: 'ग्रेड A',
    B: 'ग्रेड B',
    C: 'ग्रेड C',
  },
  paymentStatus: {
    pending: 'बकाया',
    paid: 'चुकता',
    partial: 'आंशिक',
  },
  search: 'खोजें',
  loading: 'लोड हो रहा है...',
  required: 'ज़रूरी',
  sessionExpired: 'आपका लॉग इन ख़त्म हो गया है। फिर से लॉग इन करें।',
  alreadySaved:
    'फ़ॉर्म बदलने से पहले इस एंट्री को सेव करने की पिछली कोशिश सर्वर तक पहुँच चुकी थी। दोबारा सेव करने से पहले सूची देख लें।',
  connection: {
    waiting: 'कनेक्शन नहीं है: अभी सेव नहीं हुआ, दोबारा कोशिश जारी है',
    hint: 'एंट्री रखी हुई है; कनेक्शन लौटते ही अपने-आप एक बार सेव हो जाएगी।',
    stop: 'कोशिश रोकें',
    stopped: 'सेव नहीं हुआ: कोशिश रोक दी गई। कनेक्शन लौटने पर एंट्री फिर से सेव करें।',
  },
  dateField: {
    placeholder: 'dd-mm-yyyy',
    openPicker: 'कैलेंडर खोलें',
    invalid: 'यह तारीख़ नहीं है: dd-mm-yyyy में लिखें, जैसे 15-03-2026',
  },
} as const satisfies Translation<typeof en>;
