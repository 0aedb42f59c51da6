import { workerEntryUrl } from './cross-origin-worker';

describe('workerEntryUrl', () => {
  const toBlob = (source: string) => `blob:${source}`;

  it('keeps a same-origin worker script as it is', () => {
    expect(
      workerEntryUrl('http://localhost:3000/w.js', 'http://localhost:3000/subscriptions/file', toBlob),
    ).toBe('http://localhost:3000/w.js');
    expect(workerEntryUrl('/w.js', 'http://localhost:3000/x', toBlob)).toBe('/w.js');
  });

  it('loads a script of the remote origin through a same-origin blob that imports it', () => {
    expect(
      workerEntryUrl('http://localhost:3003/123.abc.js', 'http://localhost:3000/subscriptions/file', toBlob),
    ).toBe('blob:importScripts("http://localhost:3003/123.abc.js");');
  });
});
