// The enrolment link is BACKOFFICE_URL/enrol#token=…: the fragment never reaches a server, a proxy or a log. The
// page reads it once on load, then removes it from the address bar and the history entry.

let token: string | null = null;

export function takeEnrolmentToken(win: Pick<Window, 'location' | 'history'>): string | null {
  const { hash, pathname, search } = win.location;
  const found = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  if (found) {
    token = found;
    win.history.replaceState(win.history.state, '', `${pathname}${search}`);
  }
  return token;
}

export function enrolmentToken(): string | null {
  return token;
}

export function forgetEnrolmentToken(): void {
  token = null;
}
