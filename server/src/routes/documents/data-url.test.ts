import crypto from 'node:crypto';
import { DataUrlDecoder } from './data-url';

function decode(url: string, chunkSize = url.length): { bytes: Buffer; failed: boolean; mime: string } {
  const decoder = new DataUrlDecoder();
  const out: Buffer[] = [];
  const input = Buffer.from(url, 'latin1');
  for (let i = 0; i < input.length; i += chunkSize)
    decoder.push(input.subarray(i, i + chunkSize), (b) => out.push(b));
  decoder.end();
  return { bytes: Buffer.concat(out), failed: decoder.failed, mime: decoder.mime };
}

describe('streaming data URL decoder', () => {
  it('decodes what FileReader produces, whatever the chunking', () => {
    for (const length of [0, 1, 2, 3, 4, 100, 1001]) {
      const data = crypto.randomBytes(length);
      const url = `data:application/pdf;base64,${data.toString('base64')}`;
      for (const chunkSize of [1, 2, 3, 5, 7, 64, url.length]) {
        const result = decode(url, chunkSize);
        expect(result.failed).toBe(false);
        expect(result.bytes.equals(data)).toBe(true);
        expect(result.mime).toBe('application/pdf');
      }
    }
  });

  it('accepts parameters and an empty media type', () => {
    expect(decode('data:text/csv;charset=utf-8;base64,YSxi').bytes.toString()).toBe('a,b');
    expect(decode('data:;base64,YQ==').bytes.toString()).toBe('a');
  });

  it.each([
    ['no data: prefix', 'application/pdf;base64,YQ=='],
    ['not base64', 'data:text/plain,hello'],
    ['no comma at all', 'data:application/pdf;base64'],
    ['a character outside the alphabet', 'data:application/pdf;base64,YW!i'],
    ['whitespace', 'data:application/pdf;base64,YW Jj'],
    ['URL-safe alphabet', 'data:application/pdf;base64,-_-_'],
    ['padding in the middle', 'data:application/pdf;base64,YQ==YWJj'],
    ['three padding characters', 'data:application/pdf;base64,Y==='],
    ['a truncated group', 'data:application/pdf;base64,YWJjZ'],
    ['a header that never ends', `data:${'x'.repeat(400)}`],
  ])('fails on %s', (_label, url) => {
    for (const chunkSize of [1, 3, url.length]) expect(decode(url, chunkSize).failed).toBe(true);
  });
});
