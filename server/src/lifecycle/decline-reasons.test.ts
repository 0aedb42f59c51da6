import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DECLINE_REASONS_FILE } from '../runtime-files';
import { declineReasonsFileFrom, loadDeclineReasons } from './decline-reasons';

// The decline reasons: the shipped file, and a provider's own through DECLINE_REASONS_FILE, checked at start.

const write = (content: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'decline-')), 'reasons.json');
  fs.writeFileSync(file, content);
  return file;
};

describe('decline reasons', () => {
  it('ships a versioned list, OTHER among them', async () => {
    expect(declineReasonsFileFrom({})).toBe(DEFAULT_DECLINE_REASONS_FILE);
    const shipped = await loadDeclineReasons(DEFAULT_DECLINE_REASONS_FILE);
    expect(shipped.version).toEqual(expect.any(String));
    expect(shipped.reasons.map((r) => r.code)).toContain('OTHER');
    // Every label in both languages: the Arabic one is Arabic, not the English copied.
    for (const reason of shipped.reasons) {
      expect(reason.label).toBe(reason.labels.en);
      expect([reason.code, reason.labels.ar]).toEqual([
        reason.code,
        expect.stringMatching(/^[\u0600-\u06FF]/),
      ]);
    }
  });

  it('reads a provider’s file, and refuses one that is unreadable, not JSON, badly shaped or repeats a code', async () => {
    const late = { en: 'Too late.', ar: 'بعد فوات الأوان.' };
    const file = write(JSON.stringify({ version: 'x-1', reasons: [{ code: 'LATE', label: late }] }));
    expect(declineReasonsFileFrom({ DECLINE_REASONS_FILE: file })).toBe(file);
    expect(await loadDeclineReasons(file)).toEqual({
      version: 'x-1',
      reasons: [{ code: 'LATE', label: 'Too late.', labels: late }],
    });
    await expect(loadDeclineReasons('/nonexistent/reasons.json')).rejects.toThrow(/Cannot read .*ENOENT/);
    await expect(loadDeclineReasons(write('{'))).rejects.toThrow(/not valid JSON/);
    await expect(loadDeclineReasons(write(JSON.stringify({ version: 'x', reasons: [] })))).rejects.toThrow(
      /reasons: at least one reason/,
    );
    await expect(
      loadDeclineReasons(
        write(JSON.stringify({ version: 'x', reasons: [{ code: 'bad code', label: late }] })),
      ),
    ).rejects.toThrow(/capital letters/);
    // A label in English only (a plain string) or without its Arabic: the start says what is missing.
    await expect(
      loadDeclineReasons(write(JSON.stringify({ version: 'x', reasons: [{ code: 'A', label: 'a' }] }))),
    ).rejects.toThrow(/reasons\.0\.label: a label is given in English and in Arabic/);
    await expect(
      loadDeclineReasons(
        write(JSON.stringify({ version: 'x', reasons: [{ code: 'A', label: { en: 'a' } }] })),
      ),
    ).rejects.toThrow(/reasons\.0\.label\.ar/);
    const twice = {
      version: 'x',
      reasons: [
        { code: 'A', label: late },
        { code: 'A', label: late },
      ],
    };
    await expect(loadDeclineReasons(write(JSON.stringify(twice)))).rejects.toThrow(/lists A twice/);
  });
});
