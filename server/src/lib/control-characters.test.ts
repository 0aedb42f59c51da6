import { MESSAGES } from '@onboarding/shared/constants';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters, findUnsafeText } from './control-characters';

describe('findControlCharacters', () => {
  it('finds NUL and other control characters in strings, keys and nested values, with their path', () => {
    expect(findControlCharacters('a\u0000b')).toBe('(value)');
    expect(findControlCharacters({ name: 'Amina\u0007' })).toBe('name');
    expect(findControlCharacters({ step: { places: ['UAE', 'x\u001b[31m'] } })).toBe('step.places[1]');
    expect(findControlCharacters({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findControlCharacters({ timestamp: '\u007f' })).toBe('timestamp');
    // Lone surrogates, which PostgreSQL refuses in jsonb; a real pair (an emoji) is fine.
    expect(findControlCharacters({ system_name: '\ud800' })).toBe('system_name');
    expect(findControlCharacters({ x: 'a\udc00' })).toBe('x');
    expect(findControlCharacters({ x: '😀 𝕏' })).toBeNull();
  });

  it('accepts text with tabs and line breaks, numbers, booleans and null', () => {
    expect(
      findControlCharacters({ message: 'line one\r\nline\ttwo', n: 1, ok: true, none: null }),
    ).toBeNull();
    expect(findControlCharacters('مرحبا')).toBeNull();
  });

  it('reads null-prototype objects, as query strings are parsed', () => {
    const Empty = function () {} as unknown as { new (): Record<string, unknown>; prototype: object };
    Empty.prototype = Object.create(null);
    const query = new Empty();
    query.timestamp = '17\u0000';
    expect(findControlCharacters(query)).toBe('timestamp');
    expect(findControlCharacters(Object.assign(Object.create(null), { a: '\u0001' }))).toBe('a');
  });

  it('leaves objects that are not plain data alone', () => {
    expect(findControlCharacters({ body: Buffer.from('\u0000') })).toBeNull();
  });
});

describe('findUnsafeText', () => {
  it('refuses the bidirectional overrides, embeddings and isolates, which reorder what a reader sees', () => {
    for (const c of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(findUnsafeText({ businessName: `Noor${c}Labs` })).toEqual({
        path: 'businessName',
        message: MESSAGES.directionCharacters,
      });
    expect(findUnsafeText({ files: { CapTable: { name: 'cap\u202egpj.exe' } } })?.path).toBe(
      'files.CapTable.name',
    );
  });

  it('says control characters first, and lets Arabic, emoji and the direction marks through', () => {
    expect(findUnsafeText({ a: '\u202e', b: '\u0000' })?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(findUnsafeText({ name: 'نور\u200f Labs\u200e 😀' })).toBeNull();
  });
});
