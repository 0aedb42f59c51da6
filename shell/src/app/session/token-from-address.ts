/**
 * Splits `?token=` off an address: the email link is `<origin>/?token=<token>`. Returns the token (null when absent or
 * empty) and the address to show instead, without the token and otherwise unchanged.
 */
export function splitTokenFromAddress(href: string): { token: string | null; cleaned: string | null } {
  const url = new URL(href);
  if (!url.searchParams.has('token')) return { token: null, cleaned: null };
  const token = url.searchParams.get('token')?.trim() || null;
  url.searchParams.delete('token');
  return { token, cleaned: `${url.pathname}${url.search}${url.hash}` };
}

export interface TokenStore {
  getToken(): string | null;
  setToken(token: string): void;
  tokenExpired(token: string): boolean;
  /** The unverified JWT payload (the server verifies); its `sub` is the applicant. */
  decodeTokenPayload(token: string): Record<string, unknown> | null;
}

const applicantOf = (store: TokenStore, token: string) => {
  const sub = store.decodeTokenPayload(token)?.sub;
  return typeof sub === 'string' ? sub : null;
};

/**
 * On load: keeps the token of the address as the session token and takes it out of the address bar (and so out of
 * the history, bookmarks and any Referer), before the router reads the location. A session already open in this
 * tab for another applicant is kept: a link, possibly someone else's, must not silently swap whose application
 * the applicant is working in. Returns the token kept from the address, or null.
 */
export function takeTokenFromAddress(
  win: Pick<Window, 'location' | 'history'>,
  store: TokenStore,
): string | null {
  const { token, cleaned } = splitTokenFromAddress(win.location.href);
  if (cleaned !== null) win.history.replaceState(win.history.state, '', cleaned);
  if (!token) return null;
  const open = store.getToken();
  const openApplicant = open && !store.tokenExpired(open) ? applicantOf(store, open) : null;
  if (openApplicant && openApplicant !== applicantOf(store, token)) return null;
  store.setToken(token);
  return token;
}
