// Helpers for the browser apps' jest tests (never imported by app code): the shared API client answered in the test
// instead of by a server, and a window width for media queries.
import type { InternalAxiosRequestConfig } from 'axios';
import { api } from './api/client';
import { staffApi } from './backoffice/client';
import { resetRuntimeConfig } from './api/config';
import { fakeAdapter, type Reply } from './api/test-adapter';
import { messagesAr } from './i18n/messages.ar';

export type { Reply };
export { renderWithQuery, testQueryClient } from './query/testing';

export interface FakeApi {
  requests: InternalAxiosRequestConfig[];
  reply: (config: InternalAxiosRequestConfig) => Promise<Reply> | Reply;
}

/** Answers every call of the shared client with `fake.reply` (200 `{}` by default) and records it. */
export function fakeApi(): FakeApi {
  const fake: FakeApi = { requests: [], reply: () => ({ status: 200, data: {} }) };
  const { adapter, requests } = fakeAdapter((config) => fake.reply(config));
  fake.requests = requests;
  api.defaults.adapter = adapter;
  resetRuntimeConfig();
  return fake;
}

/** The same for the back office's `staffApi` (the review panels' calls). */
export function fakeStaffApi(): FakeApi {
  const fake: FakeApi = { requests: [], reply: () => ({ status: 200, data: {} }) };
  const { adapter, requests } = fakeAdapter((config) => fake.reply(config));
  fake.requests = requests;
  staffApi.defaults.adapter = adapter;
  return fake;
}

/** The JSON body of a recorded request. */
export function bodyOf(config: InternalAxiosRequestConfig): Record<string, unknown> {
  return typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : config.data;
}

/** A request that never answers: the screen must not wait for it. */
export const never = (): Promise<Reply> => new Promise<Reply>(() => undefined);

/**
 * A window of `width` CSS pixels for media queries: jsdom has no layout, so matchMedia answers (min|max)-width
 * queries from this width.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'max' ? width <= Number(px) : width >= Number(px),
    );
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      media: query,
      matches: matches(query),
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// ---- Translations: each app's test compares its Arabic with its English through these. ----

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{[^}]*\}\}/g;

/** Every text of a resource object by its dotted key (arrays by index: `points.0`). */
function textsOf(resources: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof resources === 'string') out.set(prefix, resources);
  else if (resources && typeof resources === 'object') {
    for (const [key, value] of Object.entries(resources))
      textsOf(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** The English key a translated key stands for: itself, or for a plural form the English `_other`. */
function englishKeyOf(key: string, english: Map<string, string>): string | undefined {
  if (english.has(key)) return key;
  const base = PLURAL_SUFFIX.exec(key)?.[1];
  return base !== undefined && english.has(`${base}_other`) ? `${base}_other` : undefined;
}

/**
 * The keys of `english` that `translation` lacks, sorted: those texts show in English. A counted text (English
 * `x_one`/`x_other`) needs every plural form of `language` (Arabic: `x_zero` … `x_other`), each listed when missing.
 */
export function translationGaps(english: object, translation: object, language = 'ar'): string[] {
  const en = textsOf(english);
  const other = textsOf(translation);
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const missing = new Set<string>();
  for (const key of en.keys()) {
    const base = PLURAL_SUFFIX.exec(key)?.[1];
    const counted = base !== undefined && en.has(`${base}_other`);
    for (const wanted of counted ? forms.map((form) => `${base}_${form}`) : [key]) {
      if (!other.has(wanted)) missing.add(wanted);
    }
  }
  return [...missing].sort();
}

/** Keys of `translation` that English does not have (a renamed or removed English text). */
export function unknownTranslations(english: object, translation: object): string[] {
  const en = textsOf(english);
  return [...textsOf(translation).keys()].filter((key) => englishKeyOf(key, en) === undefined).sort();
}

/**
 * Texts whose `{{placeholders}}` differ from their English's (each one kept exactly, format included), as
 * `key: {{a}} {{b}} ≠ {{a}}`. A plural form for zero, one or two may leave `{{count}}` out ("شهر واحد", "شهران").
 */
export function placeholderMismatches(english: object, translation: object): string[] {
  const en = textsOf(english);
  const placeholders = (text: string): string[] => [...(text.match(PLACEHOLDER) ?? [])].sort();
  const mismatches: string[] = [];
  for (const [key, text] of textsOf(translation)) {
    const enKey = englishKeyOf(key, en);
    if (enKey === undefined) continue;
    let wanted = placeholders(en.get(enKey) ?? '');
    const got = placeholders(text);
    if (/_(zero|one|two)$/.test(key) && !got.some((p) => /^\{\{\s*count\b/.test(p))) {
      wanted = wanted.filter((p) => !/^\{\{\s*count\b/.test(p));
    }
    if (wanted.join(' ') !== got.join(' ')) mismatches.push(`${key}: ${got.join(' ')} ≠ ${wanted.join(' ')}`);
  }
  return mismatches;
}

/**
 * Texts that repeat a rule's or the server's message (MESSAGES and the like) in English but not the catalogue's
 * Arabic for it (messages.ar.ts), as `key: got ≠ wanted`: a message reads the same on every screen.
 */
export function catalogueMismatches(english: object, translation: object): string[] {
  const en = textsOf(english);
  const mismatches: string[] = [];
  for (const [key, text] of textsOf(translation)) {
    const wanted = messagesAr.exact[en.get(key) ?? ''];
    if (wanted !== undefined && text !== wanted) mismatches.push(`${key}: ${text} ≠ ${wanted}`);
  }
  return mismatches;
}
