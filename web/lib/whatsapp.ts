// WhatsApp's click-to-chat link (docs/sharing.md#whatsapp): https://wa.me/<number>?text=<message>, the number
// in international form, digits only.

/** India's calling code, for a number written without one (docs/sharing.md). */
const INDIA = '91';

/**
 * A party's phone as wa.me wants it: digits only, with +91 when it has no country code; undefined when there
 * is no number to use (then WhatsApp lets the sender choose the chat).
 */
export function whatsAppNumber(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 ? digits : undefined;
  if (digits.startsWith('00')) return digits.length >= 10 ? digits.slice(2) : undefined;
  // A trunk 0 before a ten-digit Indian number (0 98765 43210).
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return INDIA + digits;
  // Already with India's code, written without the plus (91 98765 43210).
  if (digits.length === 12 && digits.startsWith(INDIA)) return digits;
  return digits.length >= 8 ? digits : undefined;
}

export function whatsAppUrl(phone: string | null | undefined, text: string): string {
  const number = whatsAppNumber(phone);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
