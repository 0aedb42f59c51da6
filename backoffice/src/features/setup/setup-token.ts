// The setup link is BACKOFFICE_URL/setup#setup=…: like an enrolment link's, its token travels in the fragment, which
// never reaches a server, a proxy, a log or a Referer header. bootstrap.tsx reads it once on load, before anything
// else runs, then removes it from the address bar and the history entry.

let token: string | null = null;

export function takeSetupToken(win: Pick<Window, 'location' | 'history'>): string | null {
  const { hash, pathname, search } = win.location;
  const found = new URLSearchParams(hash.replace(/^#/, '')).get('setup');
  if (found) {
    token = found;
    win.history.replaceState(win.history.state, '', `${pathname}${search}`);
  }
  return token;
}

export function setupToken(): string | null {
  return token;
}

export function forgetSetupToken(): void {
  token = null;
}
