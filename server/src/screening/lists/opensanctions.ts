import { country } from './countries';
import { readIsoDate } from './dates';
import { readLines, type ByteSource } from './lines';
import {
  emptyCounts,
  ignore,
  kept,
  skip,
  unique,
  type EntryKind,
  type ListEntry,
  type ListRead,
} from './types';

/** The FollowTheMoney schemas a party can be screened as; links, sanctions, addresses and documents are not. */
export const SCREENED_SCHEMAS: Record<string, EntryKind> = {
  Person: 'person',
  Company: 'company',
  Organization: 'company',
  PublicBody: 'company',
  LegalEntity: 'other',
  Vessel: 'vessel',
  Airplane: 'aircraft',
};

/** Entities in the nested export can be large; a line past this is not held. */
const MAX_LINE_CHARS = 16 * 1024 * 1024;
const MAX_REMARKS_CHARS = 2000;

type Properties = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A property's text values; FtM gives arrays of strings, the nested export puts whole entities in some. */
function strings(props: Properties, name: string): string[] {
  const raw = props[name];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((v): v is string => typeof v === 'string');
}

/** Entities embedded in a property by the nested export (`sanctions`, `addressEntity`). */
function nested(props: Properties, name: string): Properties[] {
  const raw = props[name];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((v) => (isObject(v) && isObject(v.properties) ? [v.properties] : []));
}

function toEntry(
  entity: Record<string, unknown>,
  kind: EntryKind,
  props: Properties,
): { entry: ListEntry; unread: number } | { problem: string } {
  const first = strings(props, 'firstName')[0];
  const last = strings(props, 'lastName')[0];
  const caption = typeof entity.caption === 'string' ? entity.caption : '';
  const names = unique([
    ...strings(props, 'name'),
    ...strings(props, 'alias'),
    ...strings(props, 'previousName'),
    first && last ? `${first} ${last}` : undefined,
  ]);
  if (names.length === 0 && caption.trim() !== '') names.push(caption.trim());
  if (names.length === 0) return { problem: 'no-name' };
  let unread = 0;
  const birthDates: string[] = [];
  for (const raw of strings(props, 'birthDate')) {
    const date = readIsoDate(raw);
    if (date) birthDates.push(date);
    else unread++;
  }
  const gender = strings(props, 'gender')[0]?.toLowerCase();
  const listedOn = typeof entity.first_seen === 'string' ? readIsoDate(entity.first_seen) : undefined;
  const remarks = strings(props, 'notes').join(' ').slice(0, MAX_REMARKS_CHARS).trim();
  const datasets = Array.isArray(entity.datasets) ? entity.datasets.filter((d) => typeof d === 'string') : [];
  const entry: ListEntry = {
    source: 'opensanctions',
    sourceId: String(entity.id),
    kind,
    names,
    weakAliases: unique(strings(props, 'weakAlias')),
    birthDates: unique(birthDates),
    nationalities: unique([...strings(props, 'nationality'), ...strings(props, 'citizenship')].map(country)),
    countries: unique(
      [
        ...strings(props, 'country'),
        ...strings(props, 'jurisdiction'),
        ...strings(props, 'flag'),
        ...nested(props, 'addressEntity').flatMap((a) => strings(a, 'country')),
      ].map(country),
    ),
    programs: unique([...datasets, ...nested(props, 'sanctions').flatMap((s) => strings(s, 'program'))]),
    topics: unique(strings(props, 'topics')),
    ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    ...(listedOn ? { listedOn } : {}),
    ...(remarks !== '' ? { remarks } : {}),
  };
  return { entry, unread };
}

/**
 * Streams an OpenSanctions export in FollowTheMoney JSON lines (`entities.ftm.json` or `targets.nested.json`) line by
 * line: files of several gigabytes pass with one entity in memory. Only the schemas a party is screened as are kept,
 * and of those only targets (an owner or relative that is on no list is in the file too, with `target: false`). A
 * line that is not JSON, or not an entity, is counted and skipped.
 */
export function readOpenSanctions(source: ByteSource): ListRead {
  const counts = emptyCounts();

  async function* entries(): AsyncGenerator<ListEntry> {
    for await (const line of readLines(source, MAX_LINE_CHARS)) {
      if (line.tooLong) {
        counts.records++;
        skip(counts, line.number, 'too-long');
        continue;
      }
      if (line.text.trim() === '') continue;
      counts.records++;
      let entity: unknown;
      try {
        entity = JSON.parse(line.text);
      } catch {
        skip(counts, line.number, 'malformed-json');
        continue;
      }
      if (
        !isObject(entity) ||
        (typeof entity.id !== 'string' && typeof entity.id !== 'number') ||
        String(entity.id).trim() === '' ||
        typeof entity.schema !== 'string' ||
        !isObject(entity.properties)
      ) {
        skip(counts, line.number, 'not-an-entity');
        continue;
      }
      const kind = SCREENED_SCHEMAS[entity.schema];
      if (kind === undefined) {
        ignore(counts, `schema ${entity.schema}`);
        continue;
      }
      if (entity.target === false) {
        ignore(counts, 'not-a-target');
        continue;
      }
      const result = toEntry(entity, kind, entity.properties);
      if ('problem' in result) {
        skip(counts, line.number, result.problem);
        continue;
      }
      counts.unreadDates += result.unread;
      yield kept(counts, result.entry);
    }
  }

  return { entries: entries(), counts };
}
