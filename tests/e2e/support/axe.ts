import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe tags them: the bar of ARCHITECTURE.md. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's serious and critical axe violations, one line each (rule, help, where). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // From the top: on narrow screens the sticky navbar covers what scrolled under it, which axe's target-size rule
  // would report against whatever field is beneath.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
