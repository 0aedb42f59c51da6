import { Readable } from 'node:stream';
import { readOpenSanctions } from './opensanctions';
import { all, byId, chunked, fixture } from './test-support';

describe('readOpenSanctions', () => {
  it('reads the screened schemas of an entities.ftm.json export, targets only', async () => {
    const read = readOpenSanctions(fixture('entities.ftm.json'));
    const entries = await all(read);

    expect(entries.map((e) => e.sourceId)).toEqual([
      'ofac-90001',
      'Q990001',
      'Q990002',
      'ofac-90002',
      'ofac-90003',
      'ofac-90004',
      'eu-fsf-990005',
      'gb-hmt-990006',
    ]);
    expect(byId(entries, 'ofac-90001')).toEqual({
      source: 'opensanctions',
      sourceId: 'ofac-90001',
      kind: 'person',
      names: ['Orrin Quillfeather', 'Orin Quillfether'],
      weakAliases: ['The Owl'],
      birthDates: ['1971-02-03', '1972'],
      nationalities: ['IR'],
      countries: [],
      programs: ['us_ofac_sdn'],
      topics: ['sanction'],
      gender: 'male',
      listedOn: '2024-03-15',
    });
    expect(byId(entries, 'Q990001')).toMatchObject({
      kind: 'person',
      names: ['Khalid bin Saeed Al-Noori', 'خالد بن سعيد النوري', 'Khaled Said Alnouri'],
      birthDates: ['1958-11'],
      nationalities: ['AE', 'SA'],
      countries: ['AE'],
      programs: ['wd_peps', 'everypolitician'],
      topics: ['role.pep'],
      listedOn: '2023-05-02',
      remarks: 'Invented politically exposed person for tests.',
    });
    expect(byId(entries, 'Q990002').topics).toEqual(['role.rca']);
    expect(byId(entries, 'ofac-90002')).toMatchObject({
      kind: 'company',
      names: ['BRIGHTWATER TRADING CO. LTD.', 'BRIGHTWATER IMPORTS LTD.'],
      countries: ['AE', 'IR'],
    });
    expect(byId(entries, 'ofac-90003')).toMatchObject({ kind: 'vessel', countries: ['KP'] });
    expect(byId(entries, 'ofac-90004')).toMatchObject({ kind: 'aircraft', names: ['EP-QXZ'] });
    expect(byId(entries, 'eu-fsf-990005')).toMatchObject({
      kind: 'other',
      countries: ['suhh'],
      topics: ['sanction', 'export.control'],
    });
    expect(byId(entries, 'gb-hmt-990006')).toMatchObject({
      kind: 'company',
      names: ['Ministry of Invented Affairs', 'وزارة الشؤون المخترعة'],
    });
    expect(read.counts).toMatchObject({
      records: 12,
      entries: 8,
      byKind: { person: 3, company: 2, vessel: 1, aircraft: 1, other: 1 },
      skipped: {},
      ignored: { 'schema Sanction': 1, 'schema Family': 1, 'schema Address': 1, 'not-a-target': 1 },
      complete: true,
    });
  });

  it('takes programmes and countries from the entities a nested export embeds', async () => {
    const entries = await all(readOpenSanctions(fixture('targets.nested.json', 50)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      names: ['Orrin Quillfeather'],
      programs: ['us_ofac_sdn', 'SDGT', 'IFSR'],
      countries: ['AE'],
      nationalities: ['IR'],
    });
  });

  it('counts and skips the lines it cannot read, and reads on', async () => {
    const good = (id: string) =>
      JSON.stringify({ id, schema: 'Person', properties: { name: [`Person ${id}`] } });
    const text = [
      good('a'),
      '{"id":"b","schema":"Person","properties":{"name":["Cut',
      'not json at all',
      '',
      '["an","array"]',
      JSON.stringify({ id: 'c', properties: { name: ['No Schema'] } }),
      JSON.stringify({ id: 'd', schema: 'Person', properties: {} }),
      JSON.stringify({
        id: 'e',
        schema: 'Person',
        properties: { firstName: ['Eve'], lastName: ['Example'] },
      }),
      JSON.stringify({
        id: 'f',
        schema: 'Person',
        properties: { name: 'Not An Array', birthDate: ['sometime'] },
      }),
      good('g'),
    ].join('\n');
    const read = readOpenSanctions(chunked(text, 7));
    const entries = await all(read);
    expect(entries.map((e) => [e.sourceId, e.names])).toEqual([
      ['a', ['Person a']],
      ['e', ['Eve Example']],
      ['f', ['Not An Array']],
      ['g', ['Person g']],
    ]);
    expect(read.counts).toMatchObject({
      records: 9,
      entries: 4,
      skipped: { 'malformed-json': 2, 'not-an-entity': 2, 'no-name': 1 },
      unreadDates: 1,
    });
    expect(read.counts.problems.map((p) => p.at)).toEqual(['2', '3', '5', '6', '7']);
  });

  it('keeps the tally of reasons short whatever schemas a file invents', async () => {
    const text = Array.from({ length: 200 }, (_, i) =>
      JSON.stringify({ id: `x${i}`, schema: `Made${i}`, properties: {} }),
    );
    const read = readOpenSanctions(chunked(text.join('\n')));
    expect(await all(read)).toEqual([]);
    expect(Object.keys(read.counts.ignored)).toHaveLength(51);
    expect(read.counts.ignored.other).toBe(150);
  });

  it('streams a large export with only a few chunks held at a time', async () => {
    const LINES = 200_000;
    const PER_CHUNK = 100;
    let produced = 0;
    let maxLead = 0;
    const line = (i: number) => {
      if (i % 1000 === 999) return '{"id":"broken",';
      if (i % 4 === 3)
        return `{"id":"s${i}","schema":"Sanction","properties":{"entity":["p${i - 1}"]},"target":false}`;
      const schema = i % 4 === 0 ? 'Person' : 'Company';
      return `{"id":"p${i}","schema":"${schema}","properties":{"name":["Name ${i}","اسم ${i}"],"birthDate":["1970"],"topics":["sanction"]},"target":true}`;
    };
    async function* generate() {
      for (let i = 0; i < LINES; i += PER_CHUNK) {
        let chunk = '';
        for (let j = i; j < i + PER_CHUNK; j++) chunk += line(j) + '\n';
        produced += PER_CHUNK;
        yield Buffer.from(chunk, 'utf8');
      }
    }
    const read = readOpenSanctions(Readable.from(generate()));
    let arabic = 0;
    for await (const entry of read.entries) {
      const consumed = Number(entry.sourceId.slice(1));
      maxLead = Math.max(maxLead, produced - consumed);
      if (entry.names[1] === `اسم ${consumed}`) arabic++;
    }

    const broken = LINES / 1000;
    const sanctions = LINES / 4 - broken; // every 1000th line would have been a Sanction (999 % 4 === 3)
    expect(read.counts).toMatchObject({
      records: LINES,
      entries: LINES - broken - sanctions,
      byKind: { person: LINES / 4, company: LINES / 2, vessel: 0, aircraft: 0, other: 0 },
      skipped: { 'malformed-json': broken },
      ignored: { 'schema Sanction': sanctions },
      complete: true,
    });
    expect(arabic).toBe(read.counts.entries);
    // The reader pulls as it is read: the source is never more than a few chunks ahead of the consumer.
    expect(maxLead).toBeLessThan(PER_CHUNK * 40);
  }, 120_000);
});
