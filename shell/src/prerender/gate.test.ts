import { LANGUAGE_STORAGE_KEY, LANGUAGES, TOKEN_STORAGE_KEY } from '@onboarding/shared';
import { gatePrerender, type GateConfig } from './gate';

const CONFIG: GateConfig = {
  attribute: 'data-prerender',
  tokenKey: TOKEN_STORAGE_KEY,
  languageKey: LANGUAGE_STORAGE_KEY,
  languages: LANGUAGES,
};

function windowAt(
  address: string,
  kept: { session?: Record<string, string>; local?: Record<string, string> } = {},
) {
  const url = new URL(address, 'https://onboarding.example');
  const attributes = new Map<string, string>();
  const storage = (items: Record<string, string> = {}) => ({ getItem: (key: string) => items[key] ?? null });
  return {
    attributes,
    win: {
      location: { pathname: url.pathname, search: url.search },
      sessionStorage: storage(kept.session),
      localStorage: storage(kept.local),
      document: {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      },
    },
  };
}

describe('the prerender gate', () => {
  it('lets a first visit of the welcome page in English show the prerender', () => {
    for (const address of ['/', '/?lang=en', '/?utm_source=mail']) {
      const { win, attributes } = windowAt(address);
      expect(gatePrerender(win, CONFIG)).toBe(true);
      expect(attributes.size).toBe(0);
    }
    const { win } = windowAt('/?lang=en', { local: { lang: 'ar' } });
    expect(gatePrerender(win, CONFIG)).toBe(true);
  });

  it('hides it on every other address, since index.html answers deep links too', () => {
    for (const address of ['/login', '/email-check', '/subscriptions/file', '/no-such-page', '/index.html']) {
      const { win, attributes } = windowAt(address);
      expect(gatePrerender(win, CONFIG)).toBe(false);
      expect(attributes.get('data-prerender')).toBe('off');
    }
  });

  it('hides it for a session: the email link’s token, or one the tab keeps', () => {
    expect(gatePrerender(windowAt('/?token=abc').win, CONFIG)).toBe(false);
    expect(gatePrerender(windowAt('/', { session: { token: 'abc' } }).win, CONFIG)).toBe(false);
  });

  it('hides it in Arabic, asked in the address or kept from a visit before', () => {
    expect(gatePrerender(windowAt('/?lang=ar').win, CONFIG)).toBe(false);
    expect(gatePrerender(windowAt('/', { local: { lang: 'ar' } }).win, CONFIG)).toBe(false);
    expect(gatePrerender(windowAt('/?lang=fr', { local: { lang: 'ar' } }).win, CONFIG)).toBe(false);
    expect(gatePrerender(windowAt('/?lang=fr').win, CONFIG)).toBe(true);
  });

  it('hides it when storage cannot be read (the page then renders as before)', () => {
    const { win, attributes } = windowAt('/');
    const refusing = {
      ...win,
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    };
    expect(gatePrerender(refusing, CONFIG)).toBe(true);
    expect(attributes.size).toBe(0);
    const throwing = {
      ...win,
      sessionStorage: {
        getItem: () => {
          throw new Error('denied');
        },
      },
    };
    expect(gatePrerender(throwing, CONFIG)).toBe(true);
  });

  it('runs as the serialised script index.html loads', () => {
    const { win, attributes } = windowAt('/login');
    // What the build writes into the gate's file.
    new Function('window', `(${gatePrerender.toString()})(window, ${JSON.stringify(CONFIG)});`)(win);
    expect(attributes.get('data-prerender')).toBe('off');
  });
});
