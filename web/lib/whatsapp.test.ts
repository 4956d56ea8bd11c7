import { describe, expect, it } from 'vitest';
import { whatsAppNumber, whatsAppUrl } from './whatsapp';

describe("a party's number for WhatsApp", () => {
  it('adds India’s 91 to a number written without a country code', () => {
    expect(whatsAppNumber('9876543210')).toBe('919876543210');
    expect(whatsAppNumber('98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('98765-43210')).toBe('919876543210');
    expect(whatsAppNumber('09876543210')).toBe('919876543210');
  });

  it('keeps a country code the number has, digits only', () => {
    expect(whatsAppNumber('+91 98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('+971 50 123 4567')).toBe('971501234567');
    expect(whatsAppNumber('0091 98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('919876543210')).toBe('919876543210');
  });

  it('has none for no number', () => {
    expect(whatsAppNumber(null)).toBeUndefined();
    expect(whatsAppNumber('')).toBeUndefined();
    expect(whatsAppNumber('+')).toBeUndefined();
  });

  it('makes the click-to-chat link with the message encoded', () => {
    expect(whatsAppUrl('98765 43210', 'आपकी पर्ची: https://m.example/s/a_b-c?x&y')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('आपकी पर्ची: https://m.example/s/a_b-c?x&y')}`,
    );
    expect(whatsAppUrl(null, 'hi')).toBe('https://wa.me/?text=hi');
  });
});
