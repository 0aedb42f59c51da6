import { tabItem, type TabStorage } from '@onboarding/shared';

// Answers as typed, kept in the tab's session storage under `key` so that a reload (or a draft the server never got)
// loses nothing. Kept per application: a new application in the same tab never opens with another's answers.
// Storage that refuses (full, disabled: state/tab-item.ts) keeps nothing: the server's copy is then the only one.

interface Kept<T> {
  application: number;
  values: T;
}

export interface TabDraft<T> {
  /** Keeps `values` for `application` (nothing without a known application). */
  keep(application: number | null, values: T): void;
  /** The values kept for `application`, or null. */
  read(application: number | null): T | null;
  /** The values kept, whichever application they belong to. */
  latest(): T | null;
  forget(): void;
}

export function tabDraft<T extends object>(key: string, storage?: () => TabStorage): TabDraft<T> {
  const item = () => tabItem(key, storage?.());
  const load = (): Kept<T> | null => {
    try {
      const parsed: unknown = JSON.parse(item().get() ?? 'null');
      if (!parsed || typeof parsed !== 'object') return null;
      const { application, values } = parsed as Record<string, unknown>;
      if (typeof application !== 'number' || !values || typeof values !== 'object') return null;
      return { application, values: values as T };
    } catch {
      return null;
    }
  };
  return {
    keep(application, values) {
      if (application !== null) item().set(JSON.stringify({ application, values } satisfies Kept<T>));
    },
    read(application) {
      const kept = load();
      return application !== null && kept?.application === application ? kept.values : null;
    },
    latest() {
      return load()?.values ?? null;
    },
    forget() {
      item().remove();
    },
  };
}
