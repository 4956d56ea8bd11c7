import type { corrections as en } from '../en/corrections';
import type { Translation } from '../catalogue';

// खरीद, बिक्री, खर्च या भुगतान रद्द करना और सुधारना (docs/screens.md#cancel-and-correct).
export const corrections = {
  entities: {
    purchase: 'खरीद',
    sale: 'बिक्री',
    expense: 'खर्च',
    payment: 'भुगतान',
    stock_adjustment: 'स्टॉक समायोजन',
  },
  recordName: '{{entity}} #{{id}}',
  actions: {
    header: 'काम',
    correct: 'सुधारें',
    cancel: 'रद्द करें',
    history: 'इतिहास',
    correctRecord: '{{record}} सुधारें',
    cancelRecord: '{{record}} रद्द करें',
    historyOf: '{{record}} का इतिहास',
  },
  cancel: {
    title: '{{record}} रद्द करें',
    description:
      'इसका माल, खाते की एंट्रियाँ और रोकड़ उलट दिए जाएँगे, जैसे यह कभी दर्ज ही न हुआ हो। यह आपके कारण के साथ रद्द के रूप में दिखता रहेगा।',
    reason: 'कारण',
    reasonPlaceholder: 'जैसे दो बार चढ़ गया',
    reasonHint: 'ज़्यादा से ज़्यादा 500 अक्षर।',
    keep: 'रहने दें',
    submit: '{{record}} रद्द करें',
    submitting: 'रद्द हो रहा है...',
    success: '{{record}} रद्द हो गया',
    failed: '{{record}} रद्द नहीं हो सका',
  },
  correct: {
    banner: '{{record}} सुधारा जा रहा है',
    bannerLead: 'सेव करने पर {{record}} की जगह यह दर्ज होगा',
    bannerHint: 'उसकी जगह नई एंट्री दर्ज होगी; पुरानी रद्द होकर, उलटी एंट्री के साथ दिखती रहेगी।',
    abandon: 'सुधार छोड़ें',
    submit: 'सुधार सेव करें',
    submitting: 'सेव हो रहा है...',
    success: '{{record}} सुधरकर #{{newId}} बना',
    failed: '{{record}} नहीं सुधर सका',
    willMove: 'पहले के भुगतानों के {{amount}} सुधरे बिल में जाएँगे, जितना उसकी रकम में जगह है; बाकी खाते में जमा रहेगा।',
    paymentsMoved: 'पहले के भुगतानों के {{amount}} #{{newId}} में गए।',
    leftOnAccount: '{{amount}} खाते में जमा रहे।',
    costAdjusted: 'भाव के फ़र्क के {{amount}} बिक चुके माल की लागत में गिने गए।',
    dismiss: 'बंद करें',
  },
  status: {
    label: 'स्थिति',
    active: 'चालू',
    cancelled: 'रद्द',
    all: 'सभी',
  },
  cancelled: 'रद्द',
  cancelledBecause: 'रद्द: {{reason}}',
  amendedAs: '#{{id}} के रूप में सुधारा',
  corrects: '#{{id}} का सुधार',
} as const satisfies Translation<typeof en>;
