import { NAVBAR_MAX_WIDTH, WELCOME_SHORT_MAX_WIDTH } from '@onboarding/shared';
import { LAYOUTS, layoutCss, layoutOf, NARROW_QUERY, queriesOf, SHORT_QUERY } from './layouts';

const atWidth = (width: number) => (query: string) =>
  width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity);

it('names the layout of a window as the layout and the welcome screen choose theirs', () => {
  expect(layoutOf(atWidth(1280))).toBe('wide');
  expect(layoutOf(atWidth(NAVBAR_MAX_WIDTH + 1))).toBe('wide');
  expect(layoutOf(atWidth(NAVBAR_MAX_WIDTH))).toBe('narrow');
  expect(layoutOf(atWidth(WELCOME_SHORT_MAX_WIDTH + 1))).toBe('narrow');
  expect(layoutOf(atWidth(WELCOME_SHORT_MAX_WIDTH))).toBe('short');
  expect(layoutOf(atWidth(320))).toBe('short');
});

it('assumes for each layout the queries that make it', () => {
  for (const layout of LAYOUTS) expect(layoutOf(queriesOf(layout))).toBe(layout);
  expect(queriesOf('narrow')(NARROW_QUERY)).toBe(true);
  expect(queriesOf('narrow')(SHORT_QUERY)).toBe(false);
  expect(queriesOf('wide')('(min-width: 1200px)')).toBe(false);
});

it('shows each layout’s container under its own media query, none when the gate is off', () => {
  const css = layoutCss();
  expect(css).toContain(
    `@media ${NARROW_QUERY}{[data-prerendered=wide]{display:none}[data-prerendered=narrow]{display:block}}`,
  );
  expect(css).toContain(
    `@media ${SHORT_QUERY}{[data-prerendered=narrow]{display:none}[data-prerendered=short]{display:block}}`,
  );
  expect(css.endsWith('html[data-prerender=off] [data-prerendered]{display:none}')).toBe(true);
});
