import type { Translation } from '../catalogue';
import type { shareDialog as en } from '../en/share-dialog';

export const shareDialog = {
  title: {
    slip: 'पर्ची भेजें',
    bill: 'बिल भेजें',
    statement: 'खाता विवरण भेजें',
  },
  description: 'लिंक वाला कोई भी बिना लॉग इन के PDF खोल सकता है। इसे सिर्फ़ पार्टी को भेजें।',
  making: 'लिंक बन रहा है…',
  failed: 'लिंक नहीं बन सका',
  retry: 'फिर कोशिश करें',
  link: 'लिंक',
  worksUntil: '{{date}} तक खुलेगा, जब तक बंद न किया जाए।',
  sharePdf: 'PDF भेजें',
  whatsApp: 'WhatsApp पर भेजें',
  noPhone: '{{name}} का फ़ोन नंबर नहीं है: WhatsApp में चैट चुनें।',
  copy: 'लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया',
  copyFailed: 'कॉपी नहीं हो सका: लिंक चुनकर कॉपी करें',
  revoke: 'लिंक बंद करें',
  revoked: 'लिंक बंद कर दिया: अब यह नहीं खुलेगा।',
  revokeFailed: 'लिंक बंद नहीं हो सका',
  newLink: 'नया लिंक बनाएँ',
  message: {
    slip: 'नमस्ते {{party}} जी, {{business}} की ओर से आपकी पर्ची: {{url}}',
    bill: 'नमस्ते {{party}} जी, {{business}} की ओर से आपका बिल: {{url}}',
    statement: 'नमस्ते {{party}} जी, {{business}} की ओर से आपके खाते का विवरण: {{url}}',
  },
  messageNoBusiness: {
    slip: 'नमस्ते {{party}} जी, आपकी पर्ची: {{url}}',
    bill: 'नमस्ते {{party}} जी, आपका बिल: {{url}}',
    statement: 'नमस्ते {{party}} जी, आपके खाते का विवरण: {{url}}',
  },
} as const satisfies Translation<typeof en>;
