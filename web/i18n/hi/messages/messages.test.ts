import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { enMessages, english, msg, type Message, type MessageKey } from '@common/messages';
import { enWords } from '@common/messages/en/words';
import { placeholders } from '@common/messages/fill';
import { v } from '@common/messages/validation';
import { describe, expect, it } from 'vitest';
import { hindiOf, hiMessages, narrationInHindi } from './index';
import { fieldInHindi } from './fields';
import { hiWords } from '@common/messages/hi';

// The server's messages and their Hindi (docs/messages.md): every key has both, with the same placeholders,
// and a text is found again from its English alone, as the client must for a form's own checks.
const keys = Object.keys(enMessages) as MessageKey[];

/**
 * The message `key` with a made-up value for each placeholder (distinct, with no words of the catalogue); a
 * record's number (`id`, `billId`) is a number, as the records' templates read only digits there.
 */
function sample(key: MessageKey): Message {
  const params = Object.fromEntries(
    placeholders(enMessages[key]).map((name, i) => [
      name,
      name === 'id' || name.endsWith('Id') ? 100 + i : `X${i}${name}`,
    ]),
  );
  return { key, params };
}

describe('the message catalogue', () => {
  it('has every key in Hindi with the same placeholders, in Devanagari', () => {
    expect(Object.keys(hiMessages).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(new Set(placeholders(hiMessages[key])), key).toEqual(new Set(placeholders(enMessages[key])));
      // Words of its own in English are words in Hindi ('{{what}} #{{id}} ({{mode}})' has none to say).
      if (/[A-Za-z]{2}/.test(enMessages[key].replace(/\{\{\w+\}\}/g, ''))) {
        expect(hiMessages[key], key).toMatch(/[\u0900-\u097F]/);
      }
    }
    expect(Object.keys(hiWords).sort()).toEqual(Object.keys(enWords).sort());
  });

  it('renders every message in both languages with no placeholder left', () => {
    for (const key of keys) {
      const message = sample(key);
      expect(english(message), key).not.toMatch(/\{\{/);
      expect(hindiOf(english(message), key, message.params), key).not.toMatch(/\{\{/);
    }
  });

  it('finds every message again from its English alone, parameters included', () => {
    for (const key of keys) {
      const message = sample(key);
      const found = /^(narration|trail)\./.test(key)
        ? narrationInHindi(english(message))
        : hindiOf(english(message));
      expect.soft(found, key).toBe(hindiOf(english(message), key, message.params));
    }
  });

  it('says word lists and counts in each language', () => {
    const inUse = msg('parties.inUse', {
      uses: [
        [3, 'purchase'],
        [1, 'sale'],
        [2, 'ledger entry'],
      ],
    });
    expect(english(inUse)).toBe(
      'This party has 3 purchases, 1 sale and 2 ledger entries and cannot be deleted',
    );
    const hindi = hindiOf(english(inUse), inUse.key, inUse.params);
    expect(hindi).toContain('3 खरीद, 1 बिक्री और 2 खाते की प्रविष्टियाँ');
    // The same from the English text alone.
    expect(hindiOf(english(inUse))).toBe(hindi);
  });

  it('says a field message inside "Invalid input" in Hindi too, and leaves other text alone', () => {
    const text = english(
      msg('requests.invalidInputAt', { path: 'quantity', detail: v('validation.greaterThanZero') }),
    );
    expect(text).toBe('Invalid input: quantity: Must be greater than 0');
    expect(hindiOf(text)).toBe('भरी गई जानकारी सही नहीं है: quantity: 0 से ज़्यादा होना चाहिए');
    expect(hindiOf('Ramesh Kumar')).toBeUndefined();
  });
});

describe('the ledger narrations', () => {
  it('say what a posting wrote in Hindi, reversals and the bills a payment settles included', () => {
    expect(narrationInHindi('Purchase #12: 10.000 Quintals Basmati Rice (Grade A) @ ₹2,150.00')).toBe(
      'खरीद #12: 10.000 क्विंटल Basmati Rice (ग्रेड A) @ ₹2,150.00',
    );
    expect(narrationInHindi('Cancelled: Sale #3: 2.500 Tons Wheat @ ₹24,000.00')).toBe(
      'रद्द: बिक्री #3: 2.500 टन Wheat @ ₹24,000.00',
    );
    expect(narrationInHindi('Payment received #5 (UPI, ref TXN 42) for Sale #3, Opening balance #2')).toBe(
      'भुगतान आया #5 (UPI, रेफ़ TXN 42), बिक्री #3, शुरुआती बाकी #2 के लिए',
    );
    expect(narrationInHindi('Opening balance: owes us')).toBe('शुरुआती बाकी: पार्टी से लेना');
  });

  it('leave text a user typed as it is, even one that reads like a message', () => {
    expect(narrationInHindi('Hammali for lot 5')).toBeUndefined();
    expect(narrationInHindi('Required')).toBeUndefined();
  });

  it('read only word-list parameters as words: a crop or party named like a word keeps its name', () => {
    // "Sale", "kg" and "cash" are catalogue words; here they are names (common/messages/word-params.ts).
    expect(narrationInHindi('Purchase #7: 2.000 kg Sale @ ₹10.00')).toBe('खरीद #7: 2.000 किलो Sale @ ₹10.00');
    expect(narrationInHindi('Party cash created')).toBe(
      narrationInHindi('Party Ramesh created')!.replace('Ramesh', 'cash'),
    );
  });
});

describe("the audit trail's field names", () => {
  it('are said in Hindi where known, and left to the English words otherwise', () => {
    expect(fieldInHindi('basePrice')).toBe('आधार भाव');
    expect(fieldInHindi('qualityGrade')).toBe('ग्रेड');
    expect(fieldInHindi('somethingNew')).toBeUndefined();
  });
});

describe('the shared schemas', () => {
  it('take every field message from the catalogue (common/messages/validation.ts), never a sentence of their own', () => {
    const dir = path.resolve(__dirname, '../../../../common/schemas');
    const sentence = /(?:message:|error:|\.(?:min|max|length|regex|refine|email)\([^)]*?,)\s*['`"][A-Z]/;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
      lines.forEach((line, i) => expect(line, `${file}:${i + 1}`).not.toMatch(sentence));
    }
  });
});
