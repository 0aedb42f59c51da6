import { SaxesParser } from 'saxes';
import { country } from './countries';
import { readIsoDate, yearRange } from './dates';
import type { ByteSource } from './lines';
import { emptyCounts, kept, skip, unique, type EntryKind, type ListEntry, type ListRead } from './types';

interface XmlNode {
  name: string;
  text: string;
  children: XmlNode[];
}

/** A listed party's element is small; one far bigger is not the publisher's and is not held. */
const MAX_RECORD_CHARS = 4 * 1024 * 1024;

const RECORDS: Record<string, { parent: string; kind: EntryKind }> = {
  INDIVIDUAL: { parent: 'INDIVIDUALS', kind: 'person' },
  ENTITY: { parent: 'ENTITIES', kind: 'company' },
};

const kids = (node: XmlNode, name: string) => node.children.filter((c) => c.name === name);
const text = (node: XmlNode | undefined, name: string): string => {
  const found = node?.children.find((c) => c.name === name);
  return found ? found.text.replace(/\s+/g, ' ').trim() : '';
};
/** `<NATIONALITY><VALUE>…</VALUE><VALUE>…</VALUE></NATIONALITY>`, possibly repeated. */
const values = (node: XmlNode, name: string): string[] =>
  kids(node, name).flatMap((list) => kids(list, 'VALUE').map((v) => v.text.trim()));

function birthDates(record: XmlNode): { dates: string[]; unread: number } {
  const dates: string[] = [];
  let unread = 0;
  for (const dob of kids(record, 'INDIVIDUAL_DATE_OF_BIRTH')) {
    const date = text(dob, 'DATE');
    const year = text(dob, 'YEAR');
    const from = text(dob, 'FROM_YEAR');
    const to = text(dob, 'TO_YEAR');
    if (date === '' && year === '' && from === '' && to === '') continue;
    const found = readIsoDate(date || year);
    const range = /^\d{4}$/.test(from) && /^\d{4}$/.test(to) ? yearRange(Number(from), Number(to)) : [];
    // BETWEEN with one end given says only that end.
    const end = readIsoDate(from || to);
    if (found) dates.push(found);
    else if (range.length > 0) dates.push(...range);
    else if (end) dates.push(end);
    else unread++;
  }
  return { dates, unread };
}

function toEntry(
  record: XmlNode,
  kind: EntryKind,
): { entry: ListEntry; unread: number } | { problem: string } {
  const sourceId = text(record, 'REFERENCE_NUMBER') || text(record, 'DATAID');
  if (sourceId === '') return { problem: 'missing-id' };
  const primary = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((part) => text(record, part))
    .filter((part) => part !== '')
    .join(' ');
  const strong: string[] = [];
  const weak: string[] = [];
  for (const alias of [...kids(record, 'INDIVIDUAL_ALIAS'), ...kids(record, 'ENTITY_ALIAS')]) {
    // One ALIAS_NAME may hold several names separated by "; ".
    const names = text(alias, 'ALIAS_NAME').split(/;\s*/);
    if (text(alias, 'QUALITY').toLowerCase() === 'low') weak.push(...names);
    else strong.push(...names);
  }
  const names = unique([primary, text(record, 'NAME_ORIGINAL_SCRIPT'), ...strong]);
  if (names.length === 0) return { problem: 'no-name' };
  const { dates, unread } = birthDates(record);
  const addresses = [...kids(record, 'INDIVIDUAL_ADDRESS'), ...kids(record, 'ENTITY_ADDRESS')];
  const gender = text(record, 'GENDER').toLowerCase();
  const listedOn = readIsoDate(text(record, 'LISTED_ON'));
  const remarks = text(record, 'COMMENTS1');
  const entry: ListEntry = {
    source: 'un-sc',
    sourceId,
    kind,
    names,
    weakAliases: unique(weak),
    birthDates: unique(dates),
    nationalities: unique(values(record, 'NATIONALITY').map(country)),
    countries: unique(addresses.map((a) => text(a, 'COUNTRY')).map((c) => (c === '' ? '' : country(c)))),
    programs: unique([text(record, 'UN_LIST_TYPE')]),
    topics: ['sanction'],
    ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    ...(listedOn ? { listedOn } : {}),
    ...(remarks !== '' ? { remarks } : {}),
  };
  return { entry, unread };
}

/**
 * Streams the UN Security Council's consolidated list (XML) with saxes: only the party being read is held, as a
 * small tree, and yielded when its element closes. A party without id or name is counted and skipped. A document
 * that is not well formed or ends early is read as far as it goes and marked incomplete (`counts.complete`).
 */
export function readUnList(source: ByteSource): ListRead {
  const counts = emptyCounts();
  const read: ListRead = { entries: (async function* () {})(), counts };

  async function* entries(): AsyncGenerator<ListEntry> {
    const parser = new SaxesParser({ position: true });
    const ready: ListEntry[] = [];
    const path: string[] = [];
    let nodes: XmlNode[] = [];
    let recordKind: EntryKind | undefined;
    let recordChars = 0;
    let recordLine = 0;
    let recordDepth = 0;
    let tooLong = false;
    let rootClosed = false;
    let wellFormed = true;

    parser.on('error', (err) => {
      wellFormed = false;
      skip(counts, `line ${parser.line}`, `xml: ${err.message.replace(/^(?:.*:)?\d+:\d+: /, '')}`);
    });
    parser.on('opentag', (tag) => {
      if (path.length === 0) {
        if (tag.name !== 'CONSOLIDATED_LIST') skip(counts, 'root', 'not-a-consolidated-list');
        const generated = tag.attributes.dateGenerated;
        if (typeof generated === 'string' && generated.trim() !== '') read.publishedAt = generated.trim();
      }
      const parent = path[path.length - 1];
      path.push(tag.name);
      if (recordKind === undefined) {
        const record = RECORDS[tag.name];
        if (record && parent === record.parent) {
          recordKind = record.kind;
          recordChars = 0;
          recordLine = parser.line;
          recordDepth = path.length;
          tooLong = false;
          nodes = [{ name: tag.name, text: '', children: [] }];
        }
        return;
      }
      if (tooLong) return;
      const node: XmlNode = { name: tag.name, text: '', children: [] };
      nodes[nodes.length - 1].children.push(node);
      nodes.push(node);
      recordChars += tag.name.length;
    });
    const onText = (t: string) => {
      if (recordKind === undefined || tooLong) return;
      recordChars += t.length;
      if (recordChars > MAX_RECORD_CHARS) {
        tooLong = true;
        return;
      }
      nodes[nodes.length - 1].text += t;
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
    parser.on('closetag', () => {
      path.pop();
      if (path.length === 0) rootClosed = true;
      if (recordKind === undefined) return;
      if (path.length >= recordDepth) {
        if (!tooLong) nodes.pop();
        return;
      }
      counts.records++;
      const record = nodes[0];
      const kind = recordKind;
      recordKind = undefined;
      nodes = [];
      if (tooLong) {
        skip(counts, `line ${recordLine}`, 'too-long');
        return;
      }
      const result = toEntry(record, kind);
      if ('problem' in result) {
        skip(counts, `line ${recordLine}`, result.problem);
        return;
      }
      counts.unreadDates += result.unread;
      ready.push(kept(counts, result.entry));
    });

    const decoder = new TextDecoder('utf-8');
    for await (const chunk of source) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      yield* ready.splice(0);
    }
    parser.write(decoder.decode());
    parser.close();
    yield* ready.splice(0);
    counts.complete = rootClosed && wellFormed;
  }

  read.entries = entries();
  return read;
}
