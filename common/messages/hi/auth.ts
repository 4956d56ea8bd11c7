import type { authMessages } from '../en/auth';

/** common/messages/en/auth.ts in Hindi: the same keys, the same {{placeholders}}, as traders say it. */
export const hiAuthMessages: Record<keyof typeof authMessages, string> = {
  'auth.tooManyAttempts': 'लॉग इन की बहुत कोशिशें हो गईं। कुछ मिनट रुककर फिर कोशिश करें।',
  'auth.invalidCredentials': 'ईमेल या पासवर्ड ग़लत है',
  'auth.wrongCurrentPassword': 'अभी का पासवर्ड ग़लत है',
  'users.adminOnly': 'यूज़र सिर्फ़ एडमिन सँभाल सकते हैं',
  'users.notFound': 'यूज़र #{{id}} नहीं मिला',
  'users.notFoundByEmail': '{{email}} ईमेल वाला कोई यूज़र नहीं है',
  'users.emailTaken': '{{email}} ईमेल वाला यूज़र पहले से है',
  'users.emailTakenField': 'इस ईमेल वाला यूज़र पहले से है',
  'users.lastAdmin': 'यह आख़िरी चालू एडमिन है: पहले किसी दूसरे यूज़र को एडमिन बनाएँ, फिर इसे बदलें',
};
