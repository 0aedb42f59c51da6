import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS } from './support/journey';
import { tour } from './support/tour';

// WCAG 2.2 A and AA on every screen and modal, wide and narrow (the two projects), in the states a person sees them
// (support/tour.ts): no serious or critical violation anywhere (#15.15). The whole page is scanned, dialogs and the
// journey panel included.

async function seriousViolations(page: Page): Promise<string[]> {
  // From the top: on narrow screens the sticky navbar covers what scrolled under it, which axe's target-size rule
  // would report against whatever field is beneath.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('every screen and modal, in every state, meets WCAG 2.2 A and AA', async ({ page, browser }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS * 2);
  const found: string[] = [];
  const visited: string[] = [];
  await tour(page, browser, async (p, name) => {
    visited.push(name);
    for (const violation of await seriousViolations(p)) found.push(`${name}: ${violation}`);
  });
  expect(visited.length).toBeGreaterThan(25);
  expect(found).toEqual([]);
});
