import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { JOURNEY_TIMEOUT_MS } from './support/journey';
import { tour } from './support/tour';

// Every screen and modal, wide and narrow (the two projects), in the states a person sees them (support/tour.ts):
// - WCAG 2.2 A and AA: no serious or critical violation anywhere, dialogs and the journey panel included;
// - one design: every screen sits in the same card, as wide and as far from the top as every other.

/** The screen's card: the first element of the main area with a surface of its own (a background and a shadow). */
function card(page: Page): Promise<{ width: number; top: number } | null> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return null;
    const found = [...main.querySelectorAll('*')].find((el) => {
      const style = getComputedStyle(el);
      return style.boxShadow !== 'none' && style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    });
    if (!found) return null;
    const box = found.getBoundingClientRect();
    return { width: Math.round(box.width), top: Math.round(box.top - main.getBoundingClientRect().top) };
  });
}

test('every screen and modal meets WCAG 2.2 A and AA, in one card', async ({ page, browser }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS * 2);
  const violations: string[] = [];
  const cards = new Map<string, string[]>();
  let stops = 0;
  await tour(page, browser, async (p, name) => {
    stops++;
    for (const violation of await seriousViolations(p)) violations.push(`${name}: ${violation}`);
    const box = await card(p);
    const key = box ? `${box.width} px wide, ${box.top} px from the top` : 'no card';
    cards.set(key, [...(cards.get(key) ?? []), name]);
  });
  // Every stop of the tour was reached (a shorter tour would pass on fewer screens).
  expect(stops).toBeGreaterThanOrEqual(32);
  expect(violations).toEqual([]);
  expect(Object.fromEntries(cards), 'one card width and top gap on every screen').toEqual({
    [[...cards.keys()][0]!]: expect.any(Array),
  });
  expect([...cards.keys()][0]).not.toBe('no card');
});
