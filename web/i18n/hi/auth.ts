import type { auth as en } from '../en/auth';
import type { Translation } from '../catalogue';

export const auth = {
  prompt: 'अपने खाते में लॉग इन करें',
  email: 'ईमेल',
  emailPlaceholder: 'you@example.com',
  password: 'पासवर्ड',
  passwordPlaceholder: 'अपना पासवर्ड डालें',
  rememberMe: 'मुझे याद रखें',
  signIn: 'लॉग इन',
  signingIn: 'लॉग इन हो रहा है...',
  loginFailed: 'लॉग इन नहीं हुआ',
  loginSuccess: 'लॉग इन हो गया',
} as const satisfies Translation<typeof en>;
