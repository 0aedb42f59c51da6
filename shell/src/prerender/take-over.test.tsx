import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { shellRoutes } from '../app/router';
import { setViewportWidth } from '../test-utils';
import { GATE_ATTRIBUTE, LAYOUT_ATTRIBUTE, LAYOUTS, type PrerenderLayout } from './layouts';
import { prerenderToHydrate } from './take-over';

const WIDTH: Record<PrerenderLayout, number> = { wide: 1280, narrow: 700, short: 400 };

const page = () => (
  <StrictMode>
    <App router={createMemoryRouter(shellRoutes(), { initialEntries: ['/'] })} />
  </StrictMode>
);

/** index.html's #root as the build writes it: one container per layout, each rendered for its own width. */
function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = LAYOUTS.map((layout) => {
    setViewportWidth(WIDTH[layout]);
    return `<div ${LAYOUT_ATTRIBUTE}="${layout}">${renderToString(page())}</div>`;
  }).join('');
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => {
  document.documentElement.removeAttribute(GATE_ATTRIBUTE);
  document.body.replaceChildren();
});

describe.each(LAYOUTS)('the welcome page prerendered for the %s layout', (layout) => {
  it('is taken over by the page at that width without a mismatch: the same nodes, no error', async () => {
    const root = prerenderedRoot();
    setViewportWidth(WIDTH[layout]);
    const container = prerenderToHydrate(document)?.take();
    expect(container).toBeTruthy();
    expect(root.children).toHaveLength(1);
    expect(container!.hasAttribute(LAYOUT_ATTRIBUTE)).toBe(false);
    const heading = container!.querySelector('h1');
    expect(heading?.textContent).toBe(layout === 'short' ? 'Welcome!' : 'Welcome to Onboarding! 🎉');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container!, page(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container!.querySelector('h1')).toBe(heading);
  });
});

it('leaves the page to render afresh where the gate hid the prerender, or where there is none', () => {
  prerenderedRoot();
  document.documentElement.setAttribute(GATE_ATTRIBUTE, 'off');
  expect(prerenderToHydrate(document)).toBeNull();
  document.documentElement.removeAttribute(GATE_ATTRIBUTE);
  document.body.innerHTML = '<div id="root"></div>';
  expect(prerenderToHydrate(document)).toBeNull();
});
