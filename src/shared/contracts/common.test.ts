import { newPassword } from './auth';
import {
  formatPhone,
  hasTextRule,
  isCalendarDate,
  isCleanText,
  isoDateTime,
  longText,
  optionalEmail,
  optionalLongText,
  optionalPhone,
  optionalText,
  phoneDigits,
  queryText,
  requiredLongText,
  requiredText,
  slugParam,
  TEXT_CHARACTERS_MESSAGE,
  text,
} from './common';

/** Characters the text rule refuses everywhere: C0 and C1 controls, DEL, direction characters, invisible format characters. */
const REFUSED = [
  'a\u0000b',
  'a\u0007b',
  'a\u001bb',
  'a\u007fb',
  'a\u202eb',
  'a\u202ab',
  'a\u2066b',
  'a\u2069b',
  // invisible format characters and C1 controls (issue 31)
  'a\u200bb',
  'a\u200cb',
  'a\u200db',
  'a\u200eb',
  'a\u200fb',
  'a\u061cb',
  'a\ufeffb',
  'Na\ufeffme',
  'a\u2028b',
  'a\u2029b',
  'a\u0080b',
  'a\u0085b',
  'a\u009fb',
];
const LONE_SURROGATES = ['a\ud800b', 'a\udfffb', '\ud83d', 'x\ude00'];
/** Text people really write: accents, combining marks, right-to-left scripts, emoji (a surrogate pair). */
const ACCEPTED = [
  'José Núñez',
  'e\u0301te\u0301',
  'مرحبا بالعالم',
  'שלום',
  '😀 🏠 👍🏽',
  'Ünïcödé ÿ ¡¿ « » € ©',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '中文',
];

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the shared field rules', () => {
  it('refuses control and text-direction characters, with one message', () => {
    for (const bad of [...REFUSED, 'line\nbreak']) {
      const result = requiredText('Enter a name').safeParse(bad);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(TEXT_CHARACTERS_MESSAGE);
    }
    expect(requiredText('Enter a name').parse('  José Núñez  ')).toBe('José Núñez');
  });

  it('refuses lone surrogates: both databases would store U+FFFD in their place', () => {
    for (const bad of LONE_SURROGATES) {
      expect(isCleanText(bad)).toBe(false);
      expect(isCleanText(bad, true)).toBe(false);
      expect(firstMessage(text(100).safeParse(bad))).toBe(TEXT_CHARACTERS_MESSAGE);
    }
  });

  it('keeps every script, combining mark and emoji people write', () => {
    for (const good of ACCEPTED) {
      expect(isCleanText(good)).toBe(true);
      expect(requiredText('Enter a name').parse(good)).toBe(good);
      expect(longText(100).parse(good)).toBe(good);
    }
  });

  it('lets long text keep newlines and tabs, but not other control characters', () => {
    expect(longText(100).parse('first line\n\tsecond')).toBe('first line\n\tsecond');
    expect(longText(100).safeParse('a\u0000').success).toBe(false);
    expect(isCleanText('tab\there', true)).toBe(true);
    expect(isCleanText('tab\there')).toBe(false);
    expect(requiredLongText('Enter your message', 100).parse(' Hello,\r\nthanks ')).toBe('Hello,\r\nthanks');
    expect(firstMessage(requiredLongText('Enter your message', 100).safeParse('  '))).toBe(
      'Enter your message',
    );
    expect(optionalLongText(100).parse('  ')).toBeUndefined();
    expect(optionalLongText(100).parse('one\ntwo')).toBe('one\ntwo');
    for (const bad of REFUSED)
      expect(firstMessage(optionalLongText(100).safeParse(bad))).toBe(TEXT_CHARACTERS_MESSAGE);
  });

  it('holds query text and path segments to the same rule', () => {
    expect(queryText().parse(undefined)).toBeUndefined();
    expect(queryText().parse(' Albany ')).toBe('Albany');
    expect(firstMessage(queryText().safeParse('Albany\u0000'))).toBe(TEXT_CHARACTERS_MESSAGE);
    expect(slugParam().parse('capital-region-veterans-alliance')).toBe('capital-region-veterans-alliance');
    expect(firstMessage(slugParam().safeParse('\u0000'))).toBe(TEXT_CHARACTERS_MESSAGE);
    expect(firstMessage(slugParam().safeParse(''))).toBe('Unknown id');
    expect(firstMessage(slugParam(10).safeParse('x'.repeat(11)))).toBe('Unknown id');
  });

  it('marks every text field, phone, email and password as carrying the rule', () => {
    for (const schema of [
      text(10),
      requiredText('x'),
      longText(10),
      slugParam(),
      requiredLongText('x', 10),
      newPassword,
    ]) {
      expect(hasTextRule(schema)).toBe(true);
    }
    const phone = optionalPhone().unwrap();
    const email = optionalEmail.unwrap();
    expect(hasTextRule(phone)).toBe(true);
    expect(hasTextRule(email)).toBe(true);
    expect(phone.safeParse('518\n555\n0142').success).toBe(false);
    expect(optionalText(10).safeParse('a\u202e').success).toBe(false);
  });

  it('knows a calendar date the database takes from one it refuses', () => {
    for (const good of ['2025-01-15', '2024-02-29', '0001-01-01', '9999-12-31'])
      expect(isCalendarDate(good)).toBe(true);
    for (const bad of [
      '2025-02-29',
      '2025-02-31',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '0000-01-01',
      '2025-1-5',
      '',
    ]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('takes a date and time only in the years the database holds, offsets included', () => {
    const when = isoDateTime('Enter a date and time');
    for (const good of ['2025-01-15T10:00:00Z', '2025-01-15T10:00:00.5+02:00', '0001-01-01T00:00:00Z']) {
      expect(when.safeParse(good).success).toBe(true);
    }
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+00:01',
      '9999-12-31T23:59:59-23:59',
      '2025-01-15',
    ]) {
      expect(firstMessage(when.safeParse(bad))).toBe('Enter a date and time');
    }
  });

  it('stores phones as 10 digits and shows them as people read them', () => {
    expect(phoneDigits('+1 (518) 555-0142')).toBe('5185550142');
    expect(phoneDigits('518.555.0142')).toBe('5185550142');
    expect(formatPhone('5185550142')).toBe('518-555-0142');
    expect(formatPhone('12345')).toBe('12345');
  });
});
