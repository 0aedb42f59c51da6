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

/**
 * On load: keeps the token of the address as the session token and takes it out of the address bar (and so out of
 * the history, bookmarks and any Referer), before the router reads the location.
 */
export function takeTokenFromAddress(
  win: Pick<Window, 'location' | 'history'>,
  setToken: (token: string) => void,
): string | null {
  const { token, cleaned } = splitTokenFromAddress(win.location.href);
  if (token) setToken(token);
  if (cleaned !== null) win.history.replaceState(win.history.state, '', cleaned);
  return token;
}
