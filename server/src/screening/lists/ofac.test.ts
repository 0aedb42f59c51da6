import { readOfac, readRemarks } from './ofac';
import { all, byId, chunked, fixture } from './test-support';

const fixtureFiles = (chunkBytes?: number) => ({
  sdn: fixture('sdn.csv', chunkBytes),
  alt: fixture('alt.csv', chunkBytes),
  add: fixture('add.csv', chunkBytes),
  comments: fixture('sdn_comments.csv', chunkBytes),
});

describe('readOfac', () => {
  it("reads the SDN list's four files, joined on ent_num", async () => {
    const read = readOfac(fixtureFiles());
    const entries = await all(read);

    expect(entries.map((e) => e.sourceId)).toEqual(['90001', '90002', '90003', '90004', '90005', '90006']);
    expect(byId(entries, '90001')).toEqual({
      source: 'ofac-sdn',
      sourceId: '90001',
      kind: 'person',
      names: ['Orrin Bastable QUILLFEATHER', 'Orin QUILLFEATHER', 'Orrin B. QUILFETHER'],
      weakAliases: ['THE OWL'],
      birthDates: ['1971-02-03', '1972'],
      nationalities: ['IR'],
      countries: [],
      programs: ['SDGT', 'IFSR'],
      topics: ['sanction'],
      gender: 'male',
      remarks:
        "DOB 03 Feb 1971; alt. DOB 1972; POB Lakeport, Freedonia; nationality Iran; Gender Male; Passport X1234567 (Iran); a.k.a. 'THE OWL'.",
    });

    const company = byId(entries, '90002');
    expect(company.kind).toBe('company');
    expect(company.names).toEqual(['BRIGHTWATER TRADING CO. LTD.', 'BRIGHTWATER IMPORTS LTD.']);
    expect(company.countries).toEqual(['AE', 'IR']);
    // sdn_comments.csv continues Remarks mid-word.
    expect(company.remarks).toContain('Registration Number 555-02 (United Arab Emirates)');

    const vessel = byId(entries, '90003');
    expect(vessel).toMatchObject({
      kind: 'vessel',
      names: ['SILVER HERON'],
      countries: ['KP'],
      programs: ['DPRK3'],
    });
    expect(byId(entries, '90004')).toMatchObject({ kind: 'aircraft', names: ['EP-QXZ'] });

    expect(byId(entries, '90005')).toMatchObject({
      names: ['Mirela TARNOWSKI-VALE'],
      birthDates: ['1965', '1968', '1969', '1970', '1966-09'],
      nationalities: ['KP', 'SY'],
      gender: 'female',
    });
    expect(byId(entries, '90006')).toMatchObject({
      names: ['Hamdan bin Rashid AL-QAMARI', 'Hamdan AL QAMARI', 'Hamdan Rashid EL-KAMARI'],
      weakAliases: ['ABU RASHID', 'HAMDAN THE TRADER'],
      birthDates: ['1980', '1981'],
      nationalities: ['YE', 'SA'],
      countries: ['YE'],
    });

    expect(read.counts).toMatchObject({
      records: 6,
      entries: 6,
      byKind: { person: 3, company: 1, vessel: 1, aircraft: 1, other: 0 },
      skipped: {},
      ignored: {},
      unreadDates: 0,
      complete: true,
    });
  });

  it('reads the same whatever the chunks the files arrive in', async () => {
    const whole = await all(readOfac(fixtureFiles()));
    expect(await all(readOfac(fixtureFiles(7)))).toEqual(whole);
  });

  it('reads the main file alone', async () => {
    const entries = await all(readOfac({ sdn: fixture('sdn.csv') }));
    expect(byId(entries, '90001').names).toEqual(['Orrin Bastable QUILLFEATHER']);
  });

  it('counts and skips the rows it cannot read, and reads on', async () => {
    const empty = '-0- ,'.repeat(7);
    const row = (id: string, name: string) => `${id},"${name}","individual","SDGT",${empty}"DOB 1971."`;
    const sdn = [
      row('1', 'GOOD, One'),
      '2,"SHORT, Row","individual"',
      `3,"OPEN, Quote","individual","SDGT",${empty}"never closed`,
      row('4', 'GOOD, Four'),
      row('x5', 'NO, Number'),
      row('6', ''),
      '',
      `7,"BAD, Date","individual","SDGT",${empty}"DOB sometime; nationality Atlantis."`,
      row('8', 'GOOD, Eight'),
      '\x1a',
    ].join('\r');
    const alt = ['1,10,"aka","ONE, Good",-0- ', '1,11,"aka"', '999,12,"aka","NOBODY",-0- '].join('\r\n');
    const read = readOfac({ sdn: chunked(sdn, 16), alt: chunked(alt) });
    const entries = await all(read);

    expect(entries.map((e) => e.sourceId)).toEqual(['1', '4', '7', '8']);
    expect(byId(entries, '1').names).toEqual(['One GOOD', 'Good ONE']);
    expect(byId(entries, '7')).toMatchObject({ birthDates: [], nationalities: ['Atlantis'] });
    expect(read.counts).toMatchObject({
      records: 8,
      entries: 4,
      skipped: {
        'field-count': 1,
        'unclosed-quote': 1,
        'missing-id': 1,
        'no-name': 1,
        'alt: field-count': 1,
      },
      ignored: { 'alt: no such ent_num': 1 },
      unreadDates: 1,
    });
    expect(read.counts.problems).toEqual(
      expect.arrayContaining([
        { at: 'sdn:2', reason: 'field-count' },
        { at: 'sdn:3', reason: 'unclosed-quote' },
        { at: 'alt:2', reason: 'alt: field-count' },
      ]),
    );
  });
});

describe('readRemarks', () => {
  it('takes dates of birth, nationalities, citizenships, registration, gender and weak aliases', () => {
    expect(
      readRemarks(
        "DOB 12 Oct 1972; alt. DOB Oct 1973; POB Corozal, Belize; nationality Russia; citizen Korea, North; Nationality of Registration Panama; Gender Female; a.k.a. 'SHAHIN CO.'; f.k.a. 'OLD NAME'; Linked To: SOMEONE.",
      ),
    ).toEqual({
      birthDates: ['1972-10-12', '1973-10'],
      nationalities: ['RU', 'KP'],
      countries: ['PA'],
      weakAliases: ['SHAHIN CO.', 'OLD NAME'],
      gender: 'female',
      unreadDates: 0,
    });
  });
});
