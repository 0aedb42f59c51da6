import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DECLINE_REASONS_FILE } from '../runtime-files';
import { declineReasonsFileFrom, loadDeclineReasons } from './decline-reasons';

// The decline reasons (#16): the shipped file, and a provider's own through DECLINE_REASONS_FILE, checked at start.

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
  });

  it('reads a provider’s file, and refuses one that is unreadable, not JSON, badly shaped or repeats a code', async () => {
    const file = write(JSON.stringify({ version: 'x-1', reasons: [{ code: 'LATE', label: 'Too late.' }] }));
    expect(declineReasonsFileFrom({ DECLINE_REASONS_FILE: file })).toBe(file);
    expect(await loadDeclineReasons(file)).toEqual({
      version: 'x-1',
      reasons: [{ code: 'LATE', label: 'Too late.' }],
    });
    await expect(loadDeclineReasons('/nonexistent/reasons.json')).rejects.toThrow(/Cannot read .*ENOENT/);
    await expect(loadDeclineReasons(write('{'))).rejects.toThrow(/not valid JSON/);
    await expect(loadDeclineReasons(write(JSON.stringify({ version: 'x', reasons: [] })))).rejects.toThrow(
      /reasons: at least one reason/,
    );
    await expect(
      loadDeclineReasons(
        write(JSON.stringify({ version: 'x', reasons: [{ code: 'bad code', label: 'x' }] })),
      ),
    ).rejects.toThrow(/capital letters/);
    const twice = {
      version: 'x',
      reasons: [
        { code: 'A', label: 'a' },
        { code: 'A', label: 'b' },
      ],
    };
    await expect(loadDeclineReasons(write(JSON.stringify(twice)))).rejects.toThrow(/lists A twice/);
  });
});
