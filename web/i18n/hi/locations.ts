import type { locations as en } from '../en/locations';
import type { Translation } from '../catalogue';

export const locations = {
  title: 'स्थान',
  subtitle: 'राज्य और शहर',
  tabs: {
    label: 'स्थान का प्रकार',
    states: 'राज्य',
    cities: 'शहर',
  },
  states: {
    listTitle: 'राज्य',
    add: 'राज्य जोड़ें',
    columns: {
      name: 'राज्य का नाम',
      code: 'कोड',
      createdAt: 'कब बना',
      actions: 'काम',
    },
    rowActions: {
      edit: '{{name}} बदलें',
      delete: '{{name}} हटाएँ',
    },
    empty: 'कोई राज्य नहीं मिला। शुरू करने के लिए पहला राज्य जोड़ें।',
    form: {
      addTitle: 'नया राज्य जोड़ें',
      editTitle: 'राज्य बदलें',
      addDescription: 'एक राज्य, 3 अक्षर तक के छोटे कोड के साथ।',
      editDescription: 'इस राज्य का नाम या कोड बदलें।',
      name: 'राज्य का नाम',
      namePlaceholder: 'जैसे महाराष्ट्र',
      code: 'राज्य कोड',
      codePlaceholder: 'जैसे MH',
      codeHint: '3 अक्षर तक, बड़े अंग्रेज़ी अक्षरों में सेव होता है।',
      create: 'राज्य बनाएँ',
      update: 'राज्य अपडेट करें',
    },
    deleteDialog: {
      title: 'क्या आप यह राज्य हटाना चाहते हैं?',
      description: '{{name}} हटा दिया जाएगा। जिस राज्य में शहर या पार्टियाँ हैं, वह नहीं हटता।',
    },
    toast: {
      created: 'राज्य बन गया',
      updated: 'राज्य अपडेट हो गया',
      deleted: 'राज्य हट गया',
      createFailed: 'राज्य नहीं बन सका',
      updateFailed: 'राज्य अपडेट नहीं हो सका',
      deleteFailed: 'राज्य नहीं हट सका',
    },
    fetchFailed: 'राज्य लोड नहीं हो सके',
  },
  cities: {
    listTitle: 'शहर',
    add: 'शहर जोड़ें',
    columns: {
      name: 'शहर का नाम',
      state: 'राज्य',
      createdAt: 'कब बना',
      actions: 'काम',
    },
    rowActions: {
      edit: '{{name}} बदलें',
      delete: '{{name}} हटाएँ',
    },
    empty: 'कोई शहर नहीं मिला। पहले राज्य जोड़ें, फिर शहर।',
    form: {
      addTitle: 'नया शहर जोड़ें',
      editTitle: 'शहर बदलें',
      addDescription: 'किसी एक राज्य का शहर या कस्बा।',
      editDescription: 'इस शहर का नाम या राज्य बदलें।',
      name: 'शहर का नाम',
      namePlaceholder: 'जैसे नासिक',
      state: 'राज्य',
      statePlaceholder: 'राज्य चुनें',
      noStates: 'पहले "राज्य" टैब में राज्य जोड़ें।',
      create: 'शहर बनाएँ',
      update: 'शहर अपडेट करें',
    },
    deleteDialog: {
      title: 'क्या आप यह शहर हटाना चाहते हैं?',
      description: '{{name}} हटा दिया जाएगा। जिस शहर से पार्टियाँ जुड़ी हैं, वह नहीं हटता।',
    },
    toast: {
      created: 'शहर बन गया',
      updated: 'शहर अपडेट हो गया',
      deleted: 'शहर हट गया',
      createFailed: 'शहर नहीं बन सका',
      updateFailed: 'शहर अपडेट नहीं हो सका',
      deleteFailed: 'शहर नहीं हट सका',
    },
    fetchFailed: 'शहर लोड नहीं हो सके',
  },
} as const satisfies Translation<typeof en>;
