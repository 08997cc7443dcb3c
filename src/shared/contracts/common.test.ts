import {
  formatPhone,
  isCleanText,
  longText,
  phoneDigits,
  requiredText,
  TEXT_CHARACTERS_MESSAGE,
} from './common';

describe('the shared field rules', () => {
  it('refuses control and text-direction characters, with one message', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u202eb', 'a\u2066b', 'line\nbreak']) {
      const result = requiredText('Enter a name').safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_CHARACTERS_MESSAGE);
    }
    expect(requiredText('Enter a name').parse('  José Núñez  ')).toBe('José Núñez');
  });

  it('lets long text keep newlines and tabs, but not other control characters', () => {
    expect(longText(100).parse('first line\n\tsecond')).toBe('first line\n\tsecond');
    expect(longText(100).safeParse('a\u0000').success).toBe(false);
    expect(isCleanText('tab\there', true)).toBe(true);
    expect(isCleanText('tab\there')).toBe(false);
  });

  it('stores phones as 10 digits and shows them as people read them', () => {
    expect(phoneDigits('+1 (518) 555-0142')).toBe('5185550142');
    expect(phoneDigits('518.555.0142')).toBe('5185550142');
    expect(formatPhone('5185550142')).toBe('518-555-0142');
    expect(formatPhone('12345')).toBe('12345');
  });
});
