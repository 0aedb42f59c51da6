import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { LANGUAGE_STORAGE_KEY, type Language } from './texts';
import { untranslatedText, type UntranslatedOptions } from './untranslated';

// What an Arabic spec checks at each stop: the page is Arabic and right to left (<html lang="ar" dir="rtl">),
// axe finds no serious or critical violation, and no English is left (support/untranslated.ts). The findings of
// every stop are gathered, so that one run lists them all, and the spec asserts them once at the end.

export class ArabicScreens {
  stops: string[] = [];
  readonly notArabic: string[] = [];
  readonly violations: string[] = [];
  readonly english: string[] = [];

  constructor(private readonly options: UntranslatedOptions = {}) {}

  /** Scans the page as it is now, as the stop `name`; `data`: more of what applicants wrote, shown on this screen. */
  async visit(page: Page, name: string, data: readonly string[] = []): Promise<void> {
    this.stops.push(name);
    const before = this.findings().length;
    const html = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    }));
    if (html.lang !== 'ar' || html.dir !== 'rtl')
      this.notArabic.push(`${name}: <html lang="${html.lang}" dir="${html.dir}">`);
    for (const violation of await seriousViolations(page)) this.violations.push(`${name}: ${violation}`);
    const options = { ...this.options, data: [...(this.options.data ?? []), ...data] };
    for (const run of await untranslatedText(page, options)) this.english.push(`${name}: ${run}`);
    const found = this.findings().slice(before);
    if (found.length)
      await test.info().attach(`findings: ${name}`, { body: found.join('\n'), contentType: 'text/plain' });
  }

  /** The findings so far, one line each (attached to the test's report, so that a run that stops early shows them). */
  findings(): string[] {
    return [...this.notArabic, ...this.violations, ...this.english];
  }

  /** Every stop in `expected` was scanned, and none had a finding. */
  expectClean(expected: readonly string[]): void {
    expect(this.stops, 'every stop reached').toEqual(expect.arrayContaining([...expected]));
    expect(this.notArabic, 'every screen in Arabic, right to left').toEqual([]);
    expect(this.violations, 'no serious or critical axe violation').toEqual([]);
    expect(this.english, 'no English left on an Arabic screen').toEqual([]);
  }
}

/** A browser context whose pages open in `lang` (the choice kept in the browser, as the language switch keeps it). */
export async function chooseLanguage(page: Page, lang: Language): Promise<void> {
  await page
    .context()
    .addInitScript(([key, chosen]) => window.localStorage.setItem(key, chosen), [
      LANGUAGE_STORAGE_KEY,
      lang,
    ] as const);
}
