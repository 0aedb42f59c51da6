import type { Page } from '@playwright/test';

// Finds English left on a screen shown in another language: every visible text and every accessible name of the
// page (aria-label, placeholder, title, alt) is read, and what is not allowed to be Latin script is reported word-run
// by word-run. Allowed: what sits inside a dir="ltr" run or a left-to-right isolate (the product marks emails, phone
// numbers, addresses and amounts so) or is marked as English (lang="en"), proper names and formats from a short list, file names, email and
// web addresses, numbers, currency and country codes, and what the test itself typed or uploaded (the applicant's data
// is not the product's to translate).

/** A text as the page shows it, with where it was found. */
export interface FoundText {
  text: string;
  where: string;
}

/**
 * Reads the page's texts. Runs in the browser (page.evaluate serialises it), so it uses nothing from outside itself.
 * Text inside closed <details>, display:none or visibility:hidden is not shown and is skipped; text only hidden from
 * sight for screen readers (a clipped label) is read, since it is heard.
 */
export function collectTexts(root: Document = document): FoundText[] {
  const NAMES = ['aria-label', 'placeholder', 'title', 'alt'];
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD']);
  const found: FoundText[] = [];

  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const role = el.getAttribute('role');
    return `${el.tagName.toLowerCase()}${id}${role ? `[role=${role}]` : ''}`;
  };
  // The nearest element that sets a direction decides (an rtl run inside an ltr one is read again), and the nearest
  // that names a language: text marked as English (the language switch's "English") is English on purpose.
  const nearest = (el: Element, name: string) => {
    for (let e: Element | null = el; e; e = e.parentElement ?? (e.getRootNode() as ShadowRoot).host ?? null) {
      const value = e.getAttribute(name);
      if (value) return value.toLowerCase();
    }
    return '';
  };
  const setAside = (el: Element) => nearest(el, 'dir') === 'ltr' || /^en\b/.test(nearest(el, 'lang'));
  const shown = (el: Element) => {
    // An option is drawn by its list: shown when the list is, whichever option is chosen.
    const subject = el.closest('select') ?? el;
    if (typeof subject.checkVisibility === 'function')
      return subject.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    // Without layout (jsdom): the styles that hide an element, on it and up the tree.
    for (let e: Element | null = subject; e; e = e.parentElement) {
      if (e.hasAttribute('hidden')) return false;
      const style = getComputedStyle(e);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
    }
    return true;
  };

  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (parent && text && !setAside(parent) && shown(parent)) found.push({ text, where: describe(parent) });
      return;
    }
    if (!(node instanceof Element) || SKIP.has(node.tagName)) return;
    if (!setAside(node) && shown(node)) {
      for (const name of NAMES) {
        const value = node.getAttribute(name)?.trim();
        if (value) found.push({ text: value, where: `${describe(node)} ${name}` });
      }
    }
    if (node.shadowRoot) node.shadowRoot.childNodes.forEach(visit);
    node.childNodes.forEach(visit);
  };
  if (root.title.trim()) found.push({ text: root.title.trim(), where: 'title' });
  visit(root.body);
  return found;
}

/** Proper names and formats that stay in Latin script in any language. */
export const ALLOWED_NAMES = [
  'Onboarding', // the product's name
  'Stripe',
  'PayPal',
  'Tap',
  'Xero',
  'QuickBooks',
  'Zoho Books',
  'Sage',
  'ALTCHA', // the human check's maker, in its widget's footer and link
  'Altcha',
  'CSV',
  'PDF',
  'Excel',
] as const;

/** A left-to-right isolate (U+2066 … U+2069): how the product marks an amount or an address inside a sentence. */
const LTR_ISOLATE = /\u2066[^\u2069]*\u2069/g;
/** ISO 4217 codes, written as codes in Arabic financial texts too. */
const CURRENCY = /\b(?:USD|EUR|GBP|SAR|AED|KWD|QAR|BHD|OMR|EGP|JOD)\b/g;
const URL = /\b(?:https?:\/\/|www\.)\S*/g;
const EMAIL = /\S+@\S+\.\S+/g;
/** A file name, an extension or a domain: words joined by dots, the last an extension or a top-level domain. */
const DOTTED = /[^\s()]*\.[A-Za-z0-9]{2,5}\b/g;
/** Numbers, and codes made of letters and digits (INV-0001, sk_live_…): neither is a word to translate. */
const CODE = /\S*(?:\d|_)\S*/g;
/** A run of Latin-script words: letters, with an apostrophe, ampersand or hyphen inside a word. */
const LATIN_RUN = /[A-Za-z]+(?:['’&-][A-Za-z]+)*(?:[\s,:;]+[A-Za-z]+(?:['’&-][A-Za-z]+)*)*/g;

/** A country's code standing alone (for its flag, beside a phone number): a code, like a currency's. */
function isRegionCode(text: string): boolean {
  if (!/^[A-Z]{2}$/.test(text)) return false;
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(text) !== text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `term` as a whole word (or words), case as written. */
const wholeWords = (term: string) => new RegExp(`(?<![A-Za-z])${escapeRegExp(term)}(?![A-Za-z])`, 'g');

export interface UntranslatedOptions {
  /** What the test typed or uploaded (names, headers of a file): data, shown as the applicant wrote it. */
  data?: readonly string[];
  /** More proper names than ALLOWED_NAMES. */
  names?: readonly string[];
}

/**
 * The Latin-script word-runs left in `texts` once the allowed ones are set aside, one line each:
 * `where: "run" in "the text"`. Single letters are not reported (a list marker, a variable in a formula).
 */
export function untranslatedRuns(texts: readonly FoundText[], options: UntranslatedOptions = {}): string[] {
  // Longest first, so that "Zoho Books" goes before a name inside it would.
  const terms = [...(options.data ?? []), ...ALLOWED_NAMES, ...(options.names ?? [])]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(wholeWords);
  const report = new Set<string>();
  for (const { text, where } of texts) {
    if (isRegionCode(text)) continue;
    let rest = text;
    for (const pattern of [LTR_ISOLATE, URL, EMAIL, ...terms, DOTTED, CURRENCY, CODE])
      rest = rest.replace(pattern, ' ');
    for (const [run] of rest.matchAll(LATIN_RUN)) {
      const words = run.replace(/[\s,:;]+$/, '');
      if (words.length < 2) continue;
      const shown = text.length > 120 ? `${text.slice(0, 117)}…` : text;
      report.add(`${where}: "${words}" in "${shown}"`);
    }
  }
  return [...report];
}

/** The untranslated English of the page as it is now (an empty list when there is none). */
export async function untranslatedText(
  page: Pick<Page, 'evaluate'>,
  options: UntranslatedOptions = {},
): Promise<string[]> {
  // The function itself goes to the page (a closure calling it would not find it there); called without an argument,
  // it reads the page's document.
  const read: () => FoundText[] = collectTexts;
  return untranslatedRuns(await page.evaluate(read), options);
}
