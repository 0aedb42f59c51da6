import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { listVersions } from '../data/screening-lists';
import { screeningEntries, screeningEntryKeys, screeningListVersions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { EmbeddedScreening } from './embedded';
import { ImportRefused, importList } from './import';
import { screeningSettings, staleLists } from './settings';

const FIXTURES = path.join(__dirname, 'lists', 'fixtures');
const UN_XML = fs.readFileSync(path.join(FIXTURES, 'consolidated.xml'), 'utf8');

let t: TestApp;
let tmp: string;
beforeAll(async () => {
  t = await createTestApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-import-test-'));
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function write(name: string, text: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
}

async function entriesOf(versionId: number): Promise<number> {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(screeningEntries)
    .where(eq(screeningEntries.versionId, versionId));
  return row.n;
}

async function statuses(source: string) {
  const rows = await listVersions(t.app.db, { source });
  return rows.map((v) => [v.id, v.status]).reverse();
}

describe('the screening lists store and the embedded engine', () => {
  it('refuses to screen before any list is imported (the case stays unscreened, never clear)', async () => {
    await expect(
      new EmbeddedScreening(t.app.db).screen([{ partyId: 'p', name: 'Omar Plainfield', kind: 'person' }]),
    ).rejects.toThrow('no screening list');
  });

  it('imports the UN list from a file, supersedes it with a newer one, and adds nothing for the same file again', async () => {
    const first = await importList(t.app.db, 'un-sc', path.join(FIXTURES, 'consolidated.xml'));
    expect(first.outcome).toBe('imported');
    if (first.outcome !== 'imported') return;
    expect(first.counts).toMatchObject({ entries: 4, complete: true });
    expect(first.version).toMatchObject({ status: 'active', source: 'un-sc' });
    expect(first.version.publishedAt?.toISOString()).toBe('2024-03-15T00:00:00.000Z');
    expect(first.version.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await entriesOf(first.version.id)).toBe(4);
    const [keys] = await t.app.db
      .select({ n: count() })
      .from(screeningEntryKeys)
      .where(eq(screeningEntryKeys.versionId, first.version.id));
    expect(keys.n).toBeGreaterThan(4);

    const again = await importList(t.app.db, 'un-sc', path.join(FIXTURES, 'consolidated.xml'), {
      now: () => new Date('2030-01-01T00:00:00Z'),
    });
    expect(again.outcome).toBe('unchanged');
    if (again.outcome !== 'unchanged') return;
    expect(again.version.id).toBe(first.version.id);
    expect(again.version.checkedAt.toISOString()).toBe('2030-01-01T00:00:00.000Z');

    const lines = UN_XML.split('\n');
    const third = lines.findIndex((l, i) => i > 60 && l.includes('<INDIVIDUAL>'));
    const end = lines.findIndex((l, i) => i > third && l.includes('</INDIVIDUAL>'));
    const shorter = [...lines.slice(0, third), ...lines.slice(end + 1)].join('\n');
    const second = await importList(t.app.db, 'un-sc', write('consolidated.xml', shorter));
    expect(second.outcome).toBe('imported');
    if (second.outcome !== 'imported') return;
    expect(second.superseded).toBe(first.version.id);
    expect(second.counts.entries).toBe(3);
    expect(await statuses('un-sc')).toEqual([
      [first.version.id, 'superseded'],
      [second.version.id, 'active'],
    ]);
    // The version just replaced keeps its entries (to compare or fall back to).
    expect(await entriesOf(first.version.id)).toBe(4);
  });

  it('refuses a truncated file and an empty one, recording why, and the active version stays', async () => {
    const [active] = await t.app.db
      .select()
      .from(screeningListVersions)
      .where(eq(screeningListVersions.status, 'active'));
    const truncated = await importList(
      t.app.db,
      'un-sc',
      write('truncated.xml', UN_XML.slice(0, UN_XML.indexOf('<DATAID>9990004'))),
    );
    expect(truncated).toMatchObject({ outcome: 'refused', reason: expect.stringContaining('incomplete') });
    if (truncated.outcome !== 'refused') return;
    expect(truncated.counts.complete).toBe(false);
    const [failed] = await t.app.db
      .select()
      .from(screeningListVersions)
      .where(eq(screeningListVersions.id, truncated.versionId));
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('incomplete') });
    expect(await entriesOf(truncated.versionId)).toBe(0);

    const empty = await importList(t.app.db, 'opensanctions', write('empty.ftm.json', ''));
    expect(empty).toMatchObject({ outcome: 'refused', reason: 'the input holds no entry' });

    const [still] = await t.app.db
      .select()
      .from(screeningListVersions)
      .where(eq(screeningListVersions.status, 'active'));
    expect(still.id).toBe(active.id);
  });

  it('imports OFAC from a folder of its four files and OpenSanctions from a URL', async () => {
    const ofac = await importList(t.app.db, 'ofac-sdn', FIXTURES);
    expect(ofac).toMatchObject({ outcome: 'imported', counts: { complete: true } });

    const server = http.createServer((req, res) => {
      if (req.url === '/os/entities.ftm.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        fs.createReadStream(path.join(FIXTURES, 'entities.ftm.json')).pipe(res);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const os_ = await importList(
        t.app.db,
        'opensanctions',
        `http://127.0.0.1:${port}/os/entities.ftm.json`,
      );
      expect(os_).toMatchObject({ outcome: 'imported', counts: { complete: true } });
      if (os_.outcome === 'imported') expect(os_.counts.entries).toBeGreaterThan(5);
      await expect(
        importList(t.app.db, 'opensanctions', `http://127.0.0.1:${port}/os/none.json`),
      ).rejects.toThrow(new ImportRefused(`http://127.0.0.1:${port}/os/none.json answered 404`));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('finds a fixture entry from a transliterated or Arabic-script name, and not an unrelated person', async () => {
    const engine = new EmbeddedScreening(t.app.db);
    const answer = await engine.screen([
      { partyId: 'latin', name: 'Khaled Said Al Nouri', kind: 'person' },
      { partyId: 'arabic', name: 'خالد سعيد النوري', kind: 'person' },
      { partyId: 'other', name: 'Peter Lindqvist', kind: 'person', birthDate: '1980-01-01' },
    ]);
    expect(answer.engine).toBe('embedded');
    expect(answer.listVersions).toHaveLength(3);
    expect(answer.listVersions.some((v) => v.startsWith('un-sc@2024-03-15#'))).toBe(true);
    const byParty = Object.fromEntries(answer.results.map((r) => [r.partyId, r.matches]));
    for (const party of ['latin', 'arabic']) {
      const [best] = byParty[party];
      expect(best).toMatchObject({
        source: 'opensanctions',
        entryNames: expect.arrayContaining(['Khalid bin Saeed Al-Noori']),
      });
      expect(best.score).toBeGreaterThanOrEqual(0.8);
      expect(best.reasons.length).toBeGreaterThan(0);
    }
    expect(byParty.other).toEqual([]);
  });

  it('stores entries with hundreds of aliases (more keys than one statement may bind)', async () => {
    // Distinct consonants make distinct keys: 4 letters of 14 consonants count past the 9,600 words needed.
    let n = 0;
    const word = () => {
      const c = 'bdfgklmnprstvz';
      const d = (k: number) => c[Math.floor(n / 14 ** k) % 14];
      n++;
      return `Q${d(0)}a${d(1)}o${d(2)}e${d(3)}`;
    };
    const lines = Array.from({ length: 60 }, (_, i) =>
      JSON.stringify({
        id: `big-${i}`,
        schema: 'Person',
        target: true,
        properties: {
          name: [`Person ${word()} ${word()}`],
          alias: Array.from({ length: 40 }, () => `${word()} ${word()} ${word()} ${word()}`),
          topics: ['role.pep'],
        },
      }),
    );
    const result = await importList(
      t.app.db,
      'opensanctions',
      write('big.ftm.json', lines.join('\n') + '\n'),
    );
    expect(result).toMatchObject({ outcome: 'imported', counts: { entries: 60 } });
    if (result.outcome !== 'imported') return;
    const [keys] = await t.app.db
      .select({ n: count() })
      .from(screeningEntryKeys)
      .where(eq(screeningEntryKeys.versionId, result.version.id));
    expect(keys.n).toBeGreaterThan(22_000);
  });
});

describe('the screening settings', () => {
  it('reads the threshold and the list age limit, with defaults', () => {
    expect(screeningSettings({})).toEqual({ threshold: 0.8, listMaxAgeDays: 7 });
    expect(screeningSettings({ SCREENING_THRESHOLD: '0.85', SCREENING_LIST_MAX_AGE_DAYS: '3' })).toEqual({
      threshold: 0.85,
      listMaxAgeDays: 3,
    });
    expect(() => screeningSettings({ SCREENING_THRESHOLD: '2' })).toThrow('SCREENING_THRESHOLD');
    expect(() => screeningSettings({ SCREENING_LIST_MAX_AGE_DAYS: 'a week' })).toThrow(
      'SCREENING_LIST_MAX_AGE_DAYS',
    );
  });

  it('says which active lists were last read longer ago than the limit', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const at = (iso: string) => new Date(iso);
    expect(
      staleLists(
        [
          {
            id: 1,
            source: 'un-sc',
            importedAt: at('2026-11-01T00:00:00Z'),
            checkedAt: at('2026-11-28T00:00:00Z'),
          },
          {
            id: 2,
            source: 'ofac-sdn',
            importedAt: at('2026-11-20T00:00:00Z'),
            checkedAt: at('2026-11-20T00:00:00Z'),
          },
          {
            id: 3,
            source: 'opensanctions',
            importedAt: at('2026-11-22T12:00:00Z'),
            checkedAt: at('2026-11-22T12:00:00Z'),
          },
        ],
        now,
        7,
      ),
    ).toEqual([{ source: 'ofac-sdn', versionId: 2, ageDays: 9 }]);
  });
});
