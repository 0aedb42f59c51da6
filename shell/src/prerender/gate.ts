// The prerender's gate: a script in index.html's <head>, run before the body is parsed (render-blocking, like the
// stylesheets), that hides the prerendered welcome page wherever it is not what the page will show. index.html is
// also every deep link's answer (/login, /subscriptions/file…), and the welcome page itself is not what a visitor
// with a session (the email link's ?token=, or a token kept by the tab) or in Arabic sees first. There the page is
// rendered in the browser, as before the prerender, and nothing of the welcome page flashes.
//
// The function is serialised into that script (prerender/render.tsx), so it uses nothing but its arguments.

export interface GateConfig {
  /** The attribute set to "off" on <html> when the prerender does not fit. */
  attribute: string;
  /** The sessionStorage key of the session token. */
  tokenKey: string;
  /** The URL parameter and the localStorage key of the chosen language. */
  languageKey: string;
  /** The languages the page knows; the prerender is in the first (the default). */
  languages: readonly string[];
}

export interface GateWindow {
  location: { pathname: string; search: string };
  sessionStorage?: Pick<Storage, 'getItem'>;
  localStorage?: Pick<Storage, 'getItem'>;
  document: { documentElement: { setAttribute(name: string, value: string): void } };
}

/** Whether the prerendered welcome page is what `win` shows first; if not, says so on <html>. */
export function gatePrerender(win: GateWindow, config: GateConfig): boolean {
  let fits: boolean;
  try {
    const params = new URLSearchParams(win.location.search);
    // As the page reads them (state/tab-item.ts, i18n's kept()): a storage that is missing or refuses keeps nothing.
    const stored = (storage: 'sessionStorage' | 'localStorage', key: string) => {
      try {
        const items = win[storage];
        return items ? items.getItem(key) : null;
      } catch {
        return null;
      }
    };
    const asked = params.get(config.languageKey);
    const kept = stored('localStorage', config.languageKey);
    const language =
      asked !== null && config.languages.includes(asked)
        ? asked
        : kept !== null && config.languages.includes(kept)
          ? kept
          : config.languages[0];
    fits =
      win.location.pathname === '/' &&
      !params.has('token') &&
      !stored('sessionStorage', config.tokenKey) &&
      language === config.languages[0];
  } catch {
    fits = false;
  }
  if (!fits) win.document.documentElement.setAttribute(config.attribute, 'off');
  return fits;
}
