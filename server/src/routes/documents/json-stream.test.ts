import {
  JsonLimitError,
  JsonStreamParser,
  JsonSyntaxError,
  type JsonPath,
  type StringSink,
} from './json-stream';

function parse(text: string, chunkSize: number, streamPaths: string[] = []) {
  const streamed: Record<string, Buffer[]> = {};
  const parser = new JsonStreamParser({
    maxKeptBytes: 10_000,
    streamString(path: JsonPath): StringSink | undefined {
      const name = path.join('.');
      if (!streamPaths.includes(name)) return undefined;
      streamed[name] = [];
      return {
        write: (b) => streamed[name].push(Buffer.from(b)),
        end: () => `<streamed ${name}>`,
      };
    },
  });
  const input = Buffer.from(text, 'utf8');
  for (let i = 0; i < input.length; i += chunkSize) parser.push(input.subarray(i, i + chunkSize));
  const value = parser.end();
  return {
    value,
    streamed: Object.fromEntries(
      Object.entries(streamed).map(([k, v]) => [k, Buffer.concat(v).toString('utf8')]),
    ),
  };
}

const samples = [
  '{}',
  '[]',
  '  {"a" : 1 , "b":[true,false,null,-1.5e3, "x"], "c":{"d":{}}}  ',
  '{"files":{"Registration":{"name":"Relevé \\"2024\\" ✓.pdf","content":"data:application/pdf;base64,JVBERi0x"}}}',
  '"just a string"',
  '123',
  '[1,[2,[3,[]]],{"k":"\\u00e9\\n\\t\\/"}]',
];

describe('streaming JSON parser', () => {
  it.each(samples)('parses %s like JSON.parse at every chunk size', (text) => {
    for (const size of [1, 2, 3, 7, 16, text.length])
      expect(parse(text, size).value).toEqual(JSON.parse(text));
  });

  it('streams the chosen string values and places the sink result instead', () => {
    const body = JSON.stringify({
      files: {
        Registration: { name: 'r.pdf', content: 'data:application/pdf;base64,JVBERi0xLjQ=' },
        CapTable: { content: 'with "quotes", \\ backslashes, / slashes and é', name: 'c.xlsx' },
      },
      other: 'kept',
    });
    for (const size of [1, 4, 1000]) {
      const { value, streamed } = parse(body, size, ['files.Registration.content', 'files.CapTable.content']);
      expect(value).toEqual({
        files: {
          Registration: { name: 'r.pdf', content: '<streamed files.Registration.content>' },
          CapTable: { content: '<streamed files.CapTable.content>', name: 'c.xlsx' },
        },
        other: 'kept',
      });
      expect(streamed['files.Registration.content']).toBe('data:application/pdf;base64,JVBERi0xLjQ=');
      expect(streamed['files.CapTable.content']).toBe('with "quotes", \\ backslashes, / slashes and é');
    }
  });

  it('decodes escapes inside streamed strings, split anywhere', () => {
    const body = '{"c":"a\\/b\\u0041\\"\\\\z"}';
    for (const size of [1, 2, 5]) expect(parse(body, size, ['c']).streamed.c).toBe('a/bA"\\z');
  });

  it('keeps "__proto__" as a plain key', () => {
    const { value } = parse('{"__proto__":{"polluted":true}}', 3);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect((value as Record<string, unknown>)['__proto__']).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    '',
    '{',
    '{"a":}',
    '{"a" 1}',
    '[1,]',
    '{"a":1,}',
    '{} x',
    'tru',
    '{"a":"\\q"}',
    "{'a':1}",
    '{"a":01x}',
    '[1 2]',
  ])('rejects the malformed %j', (text) => {
    expect(() => parse(text, 2)).toThrow(JsonSyntaxError);
  });

  it('rejects a bad escape inside a streamed string', () => {
    expect(() => parse('{"c":"ab\\x"}', 1, ['c'])).toThrow(JsonSyntaxError);
    expect(() => parse('{"c":"\\u12G4"}', 1, ['c'])).toThrow(JsonSyntaxError);
  });

  it('bounds what it keeps in memory and how deep it nests', () => {
    expect(() => parse(JSON.stringify({ name: 'x'.repeat(20_000) }), 1000)).toThrow(JsonLimitError);
    // A streamed string of the same size costs nothing.
    expect(() => parse(JSON.stringify({ c: 'x'.repeat(20_000) }), 1000, ['c'])).not.toThrow();
    expect(() => parse('['.repeat(40) + ']'.repeat(40), 10)).toThrow(JsonLimitError);
  });
});
