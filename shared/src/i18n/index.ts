import i18next, {
  type BackendModule,
  type i18n as I18n,
  type Resource,
  type ResourceLanguage,
} from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { formatMoney, majorToMinor } from '../money';
import { commonEn } from './common.en';
import { translateWith, type MessageCatalogue } from './messages';
import {
  DEFAULT_DIGITS,
  DEFAULT_LANGUAGE,
  DIGITS_STORAGE_KEY,
  directionOfLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  localeOf,
  pickDigits,
  pickLanguage,
  type Digits,
  type Language,
} from './language';

export { commonEn };
export * from './language';
export * from './plurals';
export { businessTypeName, companyStageName } from './option-names';

/**
 * react-i18next's hook, bound to the page's one instance. Apps import it from here, never from react-i18next (eslint
 * enforces it): react-i18next is not a federation singleton of its own but lives in this module, so the build ships
 * the hook and not the rest of the package (Trans, HOCs, SSR helpers: about 7 KiB gzipped on the first page). An app
 * with its own react-i18next would get a copy that knows no i18n instance.
 */
export { useTranslation } from 'react-i18next';

export const COMMON_NS = 'common';

// Shell and remotes are separate bundles; even if a copy of this module is evaluated twice, the
// page must have a single i18n instance, so it is kept on globalThis under a registered symbol.
const KEY = Symbol.for('@onboarding/shared/i18n');
const LOADERS = Symbol.for('@onboarding/shared/i18n/loaders');

/** Loads a namespace's texts in a language other than English: a dynamic import, so only its readers download it. */
export type TranslationLoader = () => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;
const CATALOGUES = Symbol.for('@onboarding/shared/i18n/messages');
const DIGITS_KEY = Symbol.for('@onboarding/shared/i18n/digits');
type Holder = {
  [KEY]?: I18n;
  [LOADERS]?: Map<string, TranslationLoader[]>;
  [CATALOGUES]?: Map<Language, MessageCatalogue>;
  [DIGITS_KEY]?: Digits;
};

/** The i18next event a change of digits emits: every `useTranslation` re-renders on it, as on a language change. */
export const DIGITS_CHANGED = 'digitsChanged';

const holder = globalThis as unknown as Holder;
const loaders: Map<string, TranslationLoader[]> = holder[LOADERS] ?? (holder[LOADERS] = new Map());
const catalogues: Map<Language, MessageCatalogue> = holder[CATALOGUES] ?? (holder[CATALOGUES] = new Map());
const loaderKey = (lng: string, ns: string) => `${lng}|${ns}`;

type Texts = Record<string, unknown>;
const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;
function deepMerge(into: Texts, from: Texts): Texts {
  const out: Texts = { ...into };
  for (const [key, value] of Object.entries(from))
    out[key] = isTexts(value) && isTexts(out[key]) ? deepMerge(out[key], value) : value;
  return out;
}

const textsOf = async (load: TranslationLoader) => {
  const module = await load();
  return ('default' in module ? module.default : module) as ResourceLanguage;
};

// English is bundled with each app (the first render has its texts); other languages come through this backend
// from the loaders the apps registered (a namespace may have several: a screen's own texts beside its app's). A
// namespace with no loader for a language reads as empty there, so each of its texts falls back to English on its own.
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    Promise.all((loaders.get(loaderKey(lng, ns)) ?? []).map(textsOf)).then(
      (parts) => callback(null, parts.reduce(deepMerge, {})),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

function create(): I18n {
  // The common namespace's Arabic, loaded like any app's: only when a page turns to Arabic.
  loaders.set(loaderKey('ar', COMMON_NS), [() => import('./common.ar')]);
  const instance = i18next.createInstance();
  const resources: Resource = {
    [DEFAULT_LANGUAGE]: { [COMMON_NS]: commonEn as unknown as ResourceLanguage },
  };
  void instance
    .use(initReactI18next)
    .use(lazyLanguages)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [COMMON_NS],
      defaultNS: COMMON_NS,
      resources,
      // English is bundled, so initialise synchronously: the first render already has texts.
      initAsync: false,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      // Texts added to a namespace already on screen (a screen's own, loaded after its app's) re-render it, and so
      // does a change of digits: every screen that formats a number already reads useTranslation.
      react: { bindI18n: `languageChanged ${DIGITS_CHANGED}`, bindI18nStore: 'added' },
    });
  pinDigits(instance);
  return instance;
}

/**
 * A number a text formats itself (`{{count, number}}`, `currency`, `datetime`) takes the page's digits too: i18next
 * would hand Intl the bare language, and for 'ar' the browser would choose them. A `currency` value (major units, as
 * i18next takes it) is written by the money module, in the one style of every amount.
 */
function pinDigits(instance: I18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  const locale = (lng: string | undefined) => (isLanguage(lng) ? localeOf(lng, currentDigits()) : lng);
  formatter.add('number', (value, lng, options) => new Intl.NumberFormat(locale(lng), options).format(value));
  formatter.add('currency', (value, lng, options: { currency?: string }) =>
    formatMoney(majorToMinor(value) ?? 0, options.currency ?? 'USD', locale(lng) ?? DEFAULT_LANGUAGE),
  );
  formatter.add('datetime', (value, lng, options) =>
    new Intl.DateTimeFormat(locale(lng), options).format(value),
  );
}

/** The page's i18next instance, bound to react-i18next (useTranslation works without a provider). */
export const i18n: I18n = holder[KEY] ?? (holder[KEY] = create());

/**
 * Add a namespace's strings: its English texts, and a loader per other language. Idempotent; later calls
 * deep-merge and overwrite, so a hot-reloaded remote updates its texts. A remote registered while the page is in
 * Arabic loads its Arabic at once (its screens wait for it, through react-i18next's Suspense).
 */
export function registerTranslations(
  ns: string,
  english: Record<string, unknown>,
  others: Partial<Record<Exclude<Language, 'en'>, TranslationLoader>> = {},
): I18n {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, english, true, true);
  for (const [lng, load] of Object.entries(others)) {
    const key = loaderKey(lng, ns);
    loaders.set(key, [...(loaders.get(key) ?? []), load]);
    // The namespace is already on screen in this language (a screen's texts registered after its app's): add them.
    if (lng === i18n.language && i18n.hasResourceBundle(lng, ns))
      void textsOf(load).then((texts) => i18n.addResourceBundle(lng, ns, texts, true, true));
  }
  if (!(i18n.options.ns as string[] | undefined)?.includes(ns)) void i18n.loadNamespaces(ns);
  else if (others[i18n.language as 'ar'] && !i18n.hasResourceBundle(i18n.language, ns))
    void i18n.loadNamespaces(ns);
  return i18n;
}

/** Writing direction of a language, for <html dir>. */
export function directionOf(lng: string = i18n.language): 'ltr' | 'rtl' {
  return i18n.dir(lng);
}

/** The page's language now (English until one is chosen). */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

function kept(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage refused (private mode, a sandboxed frame): the choice lasts for the page
  }
}

function keep(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // not kept; nothing else to do
  }
}

/**
 * Shows the page in `lng`: every mounted text re-renders (react-i18next listens), `<html lang dir>` follow, and the
 * choice is kept for the next visit. A host calls `startLanguage()` once before its first render.
 */
export async function setLanguage(lng: Language): Promise<void> {
  // The texts first, then the direction: the page never shows English laid out right to left.
  await Promise.all([i18n.changeLanguage(lng), loadCatalogue(lng), setZodLocale(lng)]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    document.documentElement.dir = directionOfLanguage(lng);
  }
  keep(LANGUAGE_STORAGE_KEY, lng);
}

/**
 * The language a page opens in (`?lang=`, else the kept choice, else English). A host awaits it before its first
 * render, after importing its own texts, so its first screen is already in that language.
 */
export async function startLanguage(): Promise<Language> {
  const search = globalThis.location?.search;
  holder[DIGITS_KEY] = pickDigits({ search, stored: kept(DIGITS_STORAGE_KEY) });
  const lng = pickLanguage({ search, stored: kept(LANGUAGE_STORAGE_KEY) });
  await setLanguage(lng);
  return lng;
}

/** The digits numbers are written with in Arabic (Western unless the reader chose Arabic-Indic). */
export const currentDigits = (): Digits => holder[DIGITS_KEY] ?? DEFAULT_DIGITS;

/** Writes the page's numbers with `digits` from now on (every mounted screen re-renders) and keeps the choice. */
export function setDigits(digits: Digits): void {
  holder[DIGITS_KEY] = digits;
  keep(DIGITS_STORAGE_KEY, digits);
  i18n.emit(DIGITS_CHANGED, digits);
}

/**
 * The locale every `Intl` formatter of the page takes (numbers, money, dates, percentages, lists): the page's language
 * with its digits pinned, e.g. 'ar-u-nu-latn'. Never give a formatter `i18n.language`: for 'ar' the browser would
 * choose the digits. Read it while rendering; a component that does not call `useTranslation` takes
 * `useFormatLocale()` instead.
 */
export const formatLocale = (): string => localeOf(currentLanguage(), currentDigits());

function onLocaleChange(notify: () => void): () => void {
  i18n.on('languageChanged', notify);
  i18n.on(DIGITS_CHANGED, notify);
  return () => {
    i18n.off('languageChanged', notify);
    i18n.off(DIGITS_CHANGED, notify);
  };
}

/** formatLocale() for a component, re-rendering it when the language or the digits change. */
export const useFormatLocale = (): string => useSyncExternalStore(onLocaleChange, formatLocale, formatLocale);

// Unicode's left-to-right isolate (LRI … PDI): the plain-text form of <bdi dir="ltr">.
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * An email, a phone number, a URL, a key, an id, a file name or an amount set into a translated sentence
 * (`t('greeting', { email: ltrText(email) })`), kept left to right in a right-to-left page: without it "+971 50…"
 * shows as "…50 971+" and an email's dots wander. Where the value is its own element, `<Ltr>` of the shared UI does
 * the same. In a left-to-right page (or `locale`, for a formatter given one) the run already reads left to right, so
 * the text is returned as it is.
 */
export function ltrText(text: string, locale?: string): string {
  return directionOf(locale) === 'rtl' ? `${LRI}${text}${PDI}` : text;
}

let zodLanguage: Language = DEFAULT_LANGUAGE;

/**
 * zod's own messages (a rule that names no message of the product's) in the page's language. zod keeps its settings
 * on globalThis, so this covers every app's copy of zod on the page, loaded before or after; the locales load only
 * once the page turns to Arabic, so an English page never downloads them. The product's messages are the schemas'
 * own, English, and reach the reader through translateMessage.
 */
async function setZodLocale(lng: Language): Promise<void> {
  if (lng === zodLanguage) return;
  try {
    const { applyZodLocale } = await import('./zod-locale');
    applyZodLocale(lng);
    zodLanguage = lng;
  } catch (error) {
    console.warn('zod messages not switched', error);
  }
}

async function loadCatalogue(lng: Language): Promise<void> {
  if (lng === DEFAULT_LANGUAGE || catalogues.has(lng)) return;
  try {
    catalogues.set(lng, (await import('./messages.ar')).messagesAr);
  } catch (error) {
    // A chunk that did not load (offline, a redeploy): the messages stay English, the page still opens.
    console.warn('Arabic messages not loaded', error);
  }
}

/**
 * A message from a rule or from the server (`details.error`) in the page's language: the fields, the toasts and the
 * dialogs pass what they show through this. English, and any message not yet translated, come back as they are.
 */
export const translateMessage = (text: string): string =>
  translateWith(catalogues.get(currentLanguage()), text);
