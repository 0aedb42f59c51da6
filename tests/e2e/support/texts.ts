import { commonEn, LANGUAGE_STORAGE_KEY, type Language } from '@onboarding/shared';
import commonAr from '../../../shared/src/i18n/common.ar';
import { backofficeEn } from '../../../backoffice/src/i18n';
import backofficeAr from '../../../backoffice/src/i18n.ar';
import { offerEn } from '../../../backoffice/src/features/case/offer/i18n';
import offerAr from '../../../backoffice/src/features/case/offer/i18n.ar';
import { accountingEn } from '../../../remotes/accounting/src/i18n';
import accountingAr from '../../../remotes/accounting/src/i18n.ar';
import { dashboardEn } from '../../../remotes/dashboard/src/i18n';
import dashboardAr from '../../../remotes/dashboard/src/i18n.ar';
import { documentsEn } from '../../../remotes/documents/src/i18n';
import documentsAr from '../../../remotes/documents/src/i18n.ar';
import { eligibilityEn } from '../../../remotes/eligibility/src/i18n';
import eligibilityAr from '../../../remotes/eligibility/src/i18n.ar';
import { transactionsEn } from '../../../remotes/transactions/src/i18n';
import transactionsAr from '../../../remotes/transactions/src/i18n.ar';
import { uploadEn } from '../../../shared/src/documents/upload/texts';
import uploadAr from '../../../shared/src/documents/upload/texts.ar';
import { shellEn } from '../../../shell/src/i18n';
import shellAr from '../../../shell/src/i18n.ar';

// The texts the applicant's and the staff's screens show, in the language a spec walks them in. The helpers name elements by
// their English text, word for word as the spec writes it; in English that text is used as it is (so the English
// specs keep asserting the spec's words), in another language it is looked up in the apps' own catalogues: the
// English one gives the key, the other language's gives what the screen must show at that key.

export { LANGUAGE_STORAGE_KEY, type Language };

const CATALOGUES = {
  common: { en: commonEn, ar: commonAr },
  // The document inputs of /financials and of the dashboard's requests (@onboarding/shared/documents).
  upload: { en: uploadEn, ar: uploadAr },
  shell: { en: shellEn, ar: shellAr },
  eligibility: { en: eligibilityEn, ar: eligibilityAr },
  documents: { en: documentsEn, ar: documentsAr },
  transactions: { en: transactionsEn, ar: transactionsAr },
  accounting: { en: accountingEn, ar: accountingAr },
  dashboard: { en: dashboardEn, ar: dashboardAr },
  // The back office's namespace, the offer section's texts merged in under `offer` as the app registers them.
  backoffice: { en: { ...backofficeEn, offer: offerEn }, ar: { ...backofficeAr, ...offerAr } },
} as const;

export type Namespace = keyof typeof CATALOGUES;
/** A namespace, or a part of one (`transactions.mapping`) where the same English has different translations. */
export type Scope = Namespace | `${Namespace}.${string}`;

type Tree = unknown;

function at(tree: Tree, path: string[]): Tree {
  return path.reduce<Tree>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, Tree>)[key] : undefined),
    tree,
  );
}

/** Every text of a catalogue by its key path. */
function* texts(tree: Tree, path: string[] = []): Generator<[string[], string]> {
  if (typeof tree === 'string') yield [path, tree];
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) yield* texts(value, [...path, key]);
}

/** i18next's interpolation as the catalogues use it: `{{name}}`, `{{count, number}}`. */
function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * What the screens show for the English text `english` of `scope`, in `lang`: the English itself in English, the
 * translation at the same key otherwise (English where the translation has none, as i18next falls back). Fails when
 * the text is not in the scope's English, or stands there at keys translated differently (name a narrower scope).
 */
export function say(
  lang: Language,
  scope: Scope,
  english: string,
  values: Record<string, string | number> = {},
): string {
  if (lang === 'en') return interpolate(english, values);
  const [ns, ...prefix] = scope.split('.') as [Namespace, ...string[]];
  const catalogue = CATALOGUES[ns];
  const translations = new Map<string, string>();
  for (const [path, text] of texts(at(catalogue.en, prefix), prefix)) {
    if (text !== english) continue;
    const translated = at(catalogue[lang], path);
    translations.set(path.join('.'), typeof translated === 'string' ? translated : english);
  }
  const distinct = new Set(translations.values());
  if (distinct.size === 0) throw new Error(`"${english}" is not a text of ${scope}`);
  if (distinct.size > 1)
    throw new Error(
      `"${english}" of ${scope} is translated differently at ${[...translations.keys()].join(', ')}: name one of them`,
    );
  return interpolate([...distinct][0]!, values);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `say` as a pattern that finds the text inside a longer one (a label with a required mark after it). */
export const sayWithin = (lang: Language, scope: Scope, english: string): RegExp =>
  new RegExp(escapeRegExp(say(lang, scope, english)));

/** The address of `path` in `lang`: `?lang=` picks the language for this visit and keeps the choice. */
export const inLanguage = (lang: Language, path: string): string =>
  lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
