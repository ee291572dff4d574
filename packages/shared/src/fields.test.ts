import { describe, expect, it } from 'vitest';
import { hiddenCharacterIssue, PersonNameSchema, text } from './fields';

describe('hidden characters in text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', 'a\u001Bb'],
    ['delete', 'a\u007Fb'],
    ['a C1 control', 'a\u0085b'],
    ['left-to-right embedding', 'a\u202Ab'],
    ['right-to-left override', 'a\u202Eb'],
    ['left-to-right isolate', 'a\u2066b'],
    ['pop directional isolate', 'a\u2069b'],
  ])('refuses %s in any field', (_name, value) => {
    const message =
      'Notes contains a hidden control or text-direction character. Please retype it.';
    expect(hiddenCharacterIssue('Notes', value, 'multi')).toBe(message);
    expect(hiddenCharacterIssue('Notes', value, 'single')).toBe(message);
  });

  it('keeps line breaks and tabs to multi-line fields', () => {
    for (const value of ['a\nb', 'a\r\nb', 'a\tb', 'a\u2028b']) {
      expect(hiddenCharacterIssue('Notes', value, 'multi')).toBeUndefined();
      expect(hiddenCharacterIssue('City', value)).toBe('City must be on one line.');
    }
  });

  it('accepts ordinary text in any script, marks like the left-to-right mark included', () => {
    for (const value of ['Plot 4, Boduppal', 'శ్రీనివాస్', 'مرحبا', 'a\u200Eb', '₹1,800 – ok']) {
      expect(hiddenCharacterIssue('Address', value)).toBeUndefined();
    }
  });

  it('reports the first problem of a schema with the field label', () => {
    expect(text('City', 60).safeParse('Hyder\u0000abad').error?.issues[0]?.message).toBe(
      'City contains a hidden control or text-direction character. Please retype it.',
    );
    expect(PersonNameSchema.safeParse('Asha\nReddy').error?.issues[0]?.message).toBe(
      'Name must be on one line.',
    );
    expect(PersonNameSchema.parse('  Asha Reddy ')).toBe('Asha Reddy');
  });
});
