import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readUnList } from './un';
import { all, byId, chunked, fixture } from './test-support';

const xml = readFileSync(path.join(__dirname, 'fixtures', 'consolidated.xml'), 'utf8');

const doc = (records: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<CONSOLIDATED_LIST dateGenerated="2024-03-15T00:00:00.000Z"><INDIVIDUALS>${records}</INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;
const person = (id: string, name: string) =>
  `<INDIVIDUAL><DATAID>${id}</DATAID><FIRST_NAME>${name}</FIRST_NAME><UN_LIST_TYPE>Iraq</UN_LIST_TYPE><REFERENCE_NUMBER>IQi.${id}</REFERENCE_NUMBER><LISTED_ON>2003-06-27</LISTED_ON></INDIVIDUAL>`;

describe('readUnList', () => {
  it("reads the Security Council's consolidated list", async () => {
    const read = readUnList(fixture('consolidated.xml'));
    const entries = await all(read);

    expect(read.publishedAt).toBe('2024-03-15T00:00:00.000Z');
    expect(entries.map((e) => e.sourceId)).toEqual(['QDi.999', 'QDi.998', 'KPi.990', 'QDe.999']);
    expect(byId(entries, 'QDi.999')).toEqual({
      source: 'un-sc',
      sourceId: 'QDi.999',
      kind: 'person',
      names: ['ORRIN QUILLFEATHER', 'Orin Quillfether'],
      weakAliases: ['The Owl'],
      birthDates: ['1971-02-03', '1970', '1971', '1972'],
      nationalities: ['IR'],
      countries: ['IR'],
      programs: ['Al-Qaida'],
      topics: ['sanction'],
      gender: 'male',
      listedOn: '2020-01-15',
      remarks: 'Invented for tests.',
    });
    expect(byId(entries, 'QDi.998')).toMatchObject({
      names: [
        'HAMDAN BIN RASHID AL-QAMARI',
        'حمدان بن راشد القمري',
        'Hamdan Rashid al-Kamari',
        'Hamdan el Qamari',
      ],
      weakAliases: ['Abu Rashid'],
      birthDates: ['1980', '1981'],
      nationalities: ['YE', 'SA'],
      countries: ['YE'],
      listedOn: '2015-04-07',
      remarks: "Invented for tests. Reportedly travels between Sana'a & Jeddah.",
    });
    expect(byId(entries, 'KPi.990')).toMatchObject({
      names: ['MIRELA TARNOWSKI-VALE'],
      birthDates: ['1966-09-12'],
      nationalities: ['KP'],
      gender: 'female',
    });
    expect(byId(entries, 'KPi.990').remarks).toBeUndefined();
    expect(byId(entries, 'QDe.999')).toMatchObject({
      kind: 'company',
      names: ['BRIGHTWATER TRADING CO.', 'Brightwater Imports', 'شركة المياه الساطعة للتجارة'],
      weakAliases: [],
      birthDates: [],
      countries: ['AE', 'Freedonia'],
    });
    expect(read.counts).toMatchObject({
      records: 4,
      entries: 4,
      byKind: { person: 3, company: 1, vessel: 0, aircraft: 0, other: 0 },
      skipped: {},
      unreadDates: 0,
      complete: true,
    });
  });

  it('reads the same when every chunk is a few bytes, Arabic characters cut in two', async () => {
    const whole = await all(readUnList(fixture('consolidated.xml')));
    expect(await all(readUnList(fixture('consolidated.xml', 3)))).toEqual(whole);
  });

  it('counts a party without a name or an id and reads on', async () => {
    const read = readUnList(
      chunked(
        doc(
          person('1', 'ONE') +
            '<INDIVIDUAL><DATAID>2</DATAID><FIRST_NAME/><INDIVIDUAL_ALIAS><QUALITY/><ALIAS_NAME/></INDIVIDUAL_ALIAS></INDIVIDUAL>' +
            '<INDIVIDUAL><FIRST_NAME>NO ID</FIRST_NAME></INDIVIDUAL>' +
            '<INDIVIDUAL><DATAID>4</DATAID><FIRST_NAME>FOUR</FIRST_NAME><INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1971-02-31</DATE></INDIVIDUAL_DATE_OF_BIRTH></INDIVIDUAL>',
        ),
      ),
    );
    const entries = await all(read);
    expect(entries.map((e) => e.sourceId)).toEqual(['IQi.1', '4']);
    expect(read.counts).toMatchObject({
      records: 4,
      entries: 2,
      skipped: { 'no-name': 1, 'missing-id': 1 },
      unreadDates: 1,
      complete: true,
    });
  });

  it('reads a truncated download as far as it goes and marks it incomplete', async () => {
    const cut = xml.slice(0, xml.indexOf('<DATAID>9990004'));
    const read = readUnList(chunked(cut, 100));
    const entries = await all(read);
    expect(entries.map((e) => e.sourceId)).toEqual(['QDi.999', 'QDi.998']);
    expect(read.counts.complete).toBe(false);
    expect(read.counts.skipped).not.toEqual({});
  });

  it('counts what is not well formed instead of throwing, and marks the document incomplete', async () => {
    const read = readUnList(
      chunked(
        doc(person('1', 'ONE') + person('2', 'TWO &bogus; <<') + '</WRONG>' + person('3', 'THREE')),
        10,
      ),
    );
    const entries = await all(read);
    // What follows a structural error is read on a best-effort basis; what came before it is whole.
    expect(entries[0].sourceId).toBe('IQi.1');
    expect(read.counts.complete).toBe(false);
    const xmlReasons = Object.keys(read.counts.skipped).filter((reason) => reason.startsWith('xml: '));
    expect(xmlReasons.length).toBeGreaterThan(0);
    // Reasons are tallied: the position is in `problems`, not in the reason.
    expect(xmlReasons.filter((reason) => /\d+:\d+/.test(reason))).toEqual([]);
  });

  it('takes neither a DTD nor its entities', async () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE CONSOLIDATED_LIST [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      '<CONSOLIDATED_LIST><INDIVIDUALS>' +
      person('1', '&b;') +
      '</INDIVIDUALS></CONSOLIDATED_LIST>';
    const read = readUnList(chunked(bomb));
    const entries = await all(read);
    expect(entries.flatMap((e) => e.names).join('')).not.toContain('aaaaaaaaaa');
    expect(read.counts.complete).toBe(false);
  });

  it('says when the document is not the consolidated list', async () => {
    const read = readUnList(chunked('<sdnList><sdnEntry/></sdnList>'));
    expect(await all(read)).toEqual([]);
    expect(read.counts.skipped).toEqual({ 'not-a-consolidated-list': 1 });
  });
});
