import { country } from './countries';
import { readCsvRecords, type CsvRecord } from './csv';
import { readOfacDate } from './dates';
import type { ByteSource } from './lines';
import {
  emptyCounts,
  ignore,
  kept,
  skip,
  unique,
  type EntryKind,
  type ListCounts,
  type ListEntry,
  type ListRead,
} from './types';

/** OFAC's legacy CSV files of one list (SDN: sdn/alt/add/sdn_comments; non-SDN: cons_prim/cons_alt/…). */
export interface OfacFiles {
  /** `sdn.csv`: one row per listed party. */
  sdn: ByteSource;
  /** `alt.csv`: strong aliases. */
  alt?: ByteSource;
  /** `add.csv`: addresses, read for their countries. */
  add?: ByteSource;
  /** `sdn_comments.csv`: the rest of Remarks cut at 1000 characters. */
  comments?: ByteSource;
}

const MAX_LINE_CHARS = 1024 * 1024;
const SDN_FIELDS = 12;
const ALT_FIELDS = 5;
const ADD_FIELDS = 6;
const COMMENT_FIELDS = 2;

/** OFAC writes `-0-` (usually `-0- `) for an empty field. */
const value = (field: string | undefined): string => {
  const trimmed = (field ?? '').trim();
  return trimmed === '-0-' ? '' : trimmed;
};

const KINDS: Record<string, EntryKind> = { individual: 'person', vessel: 'vessel', aircraft: 'aircraft' };

/** Individuals are written `LAST, First Middle`: screened as `First Middle LAST`. */
export function personName(name: string): string {
  const comma = name.indexOf(',');
  if (comma === -1) return name.trim();
  const last = name.slice(0, comma).trim();
  const first = name.slice(comma + 1).trim();
  return first === '' ? last : `${first} ${last}`;
}

export interface Remarks {
  birthDates: string[];
  nationalities: string[];
  countries: string[];
  weakAliases: string[];
  gender?: 'male' | 'female';
  unreadDates: number;
}

/** The facts OFAC keeps in Remarks: `DOB 03 Feb 1971; alt. DOB 1972; nationality Iran; a.k.a. 'THE OWL'.` */
export function readRemarks(remarks: string): Remarks {
  const out: Remarks = { birthDates: [], nationalities: [], countries: [], weakAliases: [], unreadDates: 0 };
  for (const raw of remarks.split(';')) {
    const item = raw.trim().replace(/\.$/, '').trim();
    let m: RegExpExecArray | null;
    if ((m = /^(?:alt\.\s*)?DOB\s+(.+)$/i.exec(item))) {
      const dates = readOfacDate(m[1]);
      if (dates) out.birthDates.push(...dates);
      else out.unreadDates++;
    } else if ((m = /^(?:alt\.\s*)?Nationality of Registration\s+(.+)$/i.exec(item))) {
      out.countries.push(country(m[1]));
    } else if ((m = /^(?:alt\.\s*)?(?:nationality|citizen)\s+(.+)$/i.exec(item))) {
      out.nationalities.push(country(m[1]));
    } else if ((m = /^Gender\s+(Male|Female)$/i.exec(item))) {
      out.gender = m[1].toLowerCase() === 'male' ? 'male' : 'female';
    } else if ((m = /^[afn]\.k\.a\.?,?\s+['‘’"](.+?)['‘’"]?$/i.exec(item))) {
      out.weakAliases.push(m[1]);
    }
  }
  return out;
}

async function readSide(
  source: ByteSource | undefined,
  file: string,
  fieldCount: number,
  counts: ListCounts,
  take: (entNum: string, fields: string[]) => void,
): Promise<void> {
  if (!source) return;
  for await (const record of readCsvRecords(source, MAX_LINE_CHARS, fieldCount)) {
    const fields = checked(record, fieldCount, counts, file);
    if (fields) take(fields[0], fields);
  }
}

/** The record's fields with its ent_num, or undefined after counting why it cannot be read. */
function checked(
  record: CsvRecord,
  fieldCount: number,
  counts: ListCounts,
  file: string,
): string[] | undefined {
  const prefix = file === 'sdn' ? '' : `${file}: `;
  if (record.problem !== undefined) {
    skip(counts, `${file}:${record.line}`, prefix + record.problem);
    return undefined;
  }
  if (record.fields.length !== fieldCount) {
    skip(counts, `${file}:${record.line}`, `${prefix}field-count`);
    return undefined;
  }
  const entNum = value(record.fields[0]);
  if (!/^\d+$/.test(entNum)) {
    skip(counts, `${file}:${record.line}`, `${prefix}missing-id`);
    return undefined;
  }
  return [entNum, ...record.fields.slice(1)];
}

function push<T>(map: Map<string, T[]>, key: string, item: T) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/**
 * Reads OFAC's legacy CSV files. The small side files (aliases, addresses, remarks' overflow) are read first and held
 * by ent_num; the main file is then streamed and each party yielded as it is read. Whatever a row lacks (a field, its
 * ent_num, a name) is counted and the row skipped.
 */
export function readOfac(files: OfacFiles): ListRead {
  const counts = emptyCounts();

  async function* entries(): AsyncGenerator<ListEntry> {
    const aliases = new Map<string, string[]>();
    const addressCountries = new Map<string, string[]>();
    const overflow = new Map<string, string>();
    await readSide(files.alt, 'alt', ALT_FIELDS, counts, (entNum, f) => {
      const name = value(f[3]);
      if (name !== '') push(aliases, entNum, name);
    });
    await readSide(files.add, 'add', ADD_FIELDS, counts, (entNum, f) => {
      const where = value(f[4]);
      if (where !== '') push(addressCountries, entNum, country(where));
    });
    await readSide(files.comments, 'comments', COMMENT_FIELDS, counts, (entNum, f) => {
      // Not trimmed: the cut may fall just before a space.
      const more = f[1] === undefined || f[1].trim() === '-0-' ? '' : f[1];
      overflow.set(entNum, (overflow.get(entNum) ?? '') + more);
    });
    const seen = new Set<string>();

    for await (const record of readCsvRecords(files.sdn, MAX_LINE_CHARS, SDN_FIELDS)) {
      counts.records++;
      const f = checked(record, SDN_FIELDS, counts, 'sdn');
      if (!f) continue;
      const entNum = f[0];
      const primary = value(f[1]);
      if (primary === '') {
        skip(counts, `sdn:${record.line}`, 'no-name');
        continue;
      }
      seen.add(entNum);
      const type = value(f[2]).toLowerCase();
      // Entities have no type (-0-); a type OFAC has not used before is not taken for a company.
      const kind = type === '' ? 'company' : (KINDS[type] ?? 'other');
      const asName = kind === 'person' ? personName : (name: string) => name.trim();
      // The overflow continues Remarks where it was cut, mid-word or before a space: appended as is.
      const remarks = ((value(f[11]) === '' ? '' : f[11]) + (overflow.get(entNum) ?? '')).trim();
      const facts = readRemarks(remarks);
      counts.unreadDates += facts.unreadDates;
      const flag = value(f[9]);
      yield kept(counts, {
        source: 'ofac-sdn',
        sourceId: entNum,
        kind,
        names: unique([asName(primary), ...(aliases.get(entNum) ?? []).map(asName)]),
        weakAliases: unique(facts.weakAliases),
        birthDates: unique(facts.birthDates),
        nationalities: unique(facts.nationalities),
        countries: unique([
          ...(addressCountries.get(entNum) ?? []),
          ...facts.countries,
          flag ? country(flag) : '',
        ]),
        programs: unique(
          value(f[3])
            .replace(/^\[|\]$/g, '')
            .split(/\]\s*\[/),
        ),
        topics: ['sanction'],
        ...(facts.gender ? { gender: facts.gender } : {}),
        ...(remarks !== '' ? { remarks } : {}),
      });
    }
    for (const entNum of aliases.keys()) if (!seen.has(entNum)) ignore(counts, 'alt: no such ent_num');
    for (const entNum of addressCountries.keys())
      if (!seen.has(entNum)) ignore(counts, 'add: no such ent_num');
  }

  return { entries: entries(), counts };
}
