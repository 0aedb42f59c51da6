// What the page keeps for its tab in sessionStorage (the session token, a draft, a dismissed modal). Storage can be
// missing (server, tests) or throw (privacy modes, sandboxed frames, full): then nothing is kept and nothing throws.

export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionTab(): TabStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** One value kept for the tab under `key` (in `storage`, the tab's session storage by default). */
export function tabItem(key: string, storage: TabStorage | null = sessionTab()) {
  return {
    get(): string | null {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(value: string): void {
      try {
        storage?.setItem(key, value);
      } catch {
        // not kept
      }
    },
    remove(): void {
      try {
        storage?.removeItem(key);
      } catch {
        // nothing was kept
      }
    },
  };
}
