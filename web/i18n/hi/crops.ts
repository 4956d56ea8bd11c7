import type { crops as en } from '../en/crops';
import type { Translation } from '../catalogue';

export const crops = {
  title: 'फसल मास्टर',
  subtitle: 'फसलें, उनकी इकाई और आधार भाव',
  add: 'फसल जोड़ें',
  listTitle: 'फसलें',
  search: {
    label: 'नाम से फसल खोजें',
    placeholder: 'फसल का नाम खोजें...',
  },
  columns: {
    name: 'फसल का नाम',
    unit: 'इकाई',
    basePrice: 'आधार भाव',
    createdAt: 'कब बनी',
    actions: 'काम',
  },
  rowActions: {
    edit: '{{name}} बदलें',
    delete: '{{name}} हटाएँ',
  },
  empty: 'कोई फसल नहीं मिली। शुरू करने के लिए पहली फसल जोड़ें।',
  noMatchesHint: 'इस खोज से कोई फसल नहीं मिली।',
  form: {
    addTitle: 'नई फसल जोड़ें',
    editTitle: 'फसल बदलें',
    addDescription: 'जिस फसल का आप व्यापार करते हैं, और वह इकाई जिसमें उसकी मात्रा गिनी जाती है।',
    editDescription: 'इस फसल का नाम, इकाई या आधार भाव बदलें।',
    name: 'फसल का नाम',
    namePlaceholder: 'जैसे गेहूँ',
    unit: 'इकाई',
    basePrice: 'आधार भाव (₹)',
    basePricePlaceholder: 'चाहें तो, प्रति इकाई',
    create: 'फसल बनाएँ',
    update: 'फसल अपडेट करें',
  },
  deleteDialog: {
    title: 'क्या आप यह फसल हटाना चाहते हैं?',
    description: '{{name}} हटा दी जाएगी। जो फसल खरीद, बिक्री या स्टॉक में आ चुकी है, वह नहीं हटती।',
  },
  toast: {
    created: 'फसल बन गई',
    updated: 'फसल अपडेट हो गई',
    deleted: 'फसल हट गई',
    createFailed: 'फसल नहीं बन सकी',
    updateFailed: 'फसल अपडेट नहीं हो सकी',
    deleteFailed: 'फसल नहीं हट सकी',
  },
  fetchFailed: 'फसलें लोड नहीं हो सकीं',
} as const satisfies Translation<typeof en>;
