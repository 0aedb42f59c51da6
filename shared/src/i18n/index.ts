import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './common.en';
import {
  DEFAULT_LANGUAGE,
  directionOfLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  pickLanguage,
  type Language,
} from './language';

export { commonEn };
export * from './language';

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
type Holder = { [KEY]?: I18n };

function create(): I18n {
  const instance = i18next.createInstance();
  const resources: Resource = {
    [DEFAULT_LANGUAGE]: { [COMMON_NS]: commonEn as unknown as ResourceLanguage },
  };
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources,
    // Resources are bundled, so initialise synchronously: the first render already has texts.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

const holder = globalThis as unknown as Holder;

/** The page's i18next instance, bound to react-i18next (useTranslation works without a provider). */
export const i18n: I18n = holder[KEY] ?? (holder[KEY] = create());

/**
 * Add a namespace's strings (a remote's English texts). Idempotent; later calls deep-merge
 * and overwrite, so a hot-reloaded remote updates its texts.
 */
export function registerTranslations(
  ns: string,
  resources: Record<string, unknown>,
  lng: string = DEFAULT_LANGUAGE,
): I18n {
  i18n.addResourceBundle(lng, ns, resources, true, true);
  if (!(i18n.options.ns as string[] | undefined)?.includes(ns)) {
    void i18n.loadNamespaces(ns);
  }
  return i18n;
}

/** Writing direction of a language, for <html dir>. */
export function directionOf(lng: string = i18n.language): 'ltr' | 'rtl' {
  return i18n.dir(lng);
}

/** The page's language now (English until one is chosen). */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

function keptLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage refused (private mode, a sandboxed frame): the choice lasts for the page
  }
}

/**
 * Shows the page in `lng`: every mounted text re-renders (react-i18next listens), `<html lang dir>` follow, and the
 * choice is kept for the next visit. A host calls `startLanguage()` once before its first render.
 */
export function setLanguage(lng: Language): void {
  void i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    document.documentElement.dir = directionOfLanguage(lng);
  }
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // not kept; nothing else to do
  }
}

/** The language a page opens in (`?lang=`, else the kept choice, else English), applied before the first render. */
export function startLanguage(): Language {
  const lng = pickLanguage({ search: globalThis.location?.search, stored: keptLanguage() });
  setLanguage(lng);
  return lng;
}
