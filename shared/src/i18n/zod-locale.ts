// Loaded by setLanguage once the page turns to Arabic (see setZodLocale in ./index): the two locales and zod's
// config, without the rest of zod.
import { ar, en } from 'zod/locales';
import { config } from 'zod/v4/core';
import type { Language } from './language';

const LOCALES: Record<Language, typeof en> = { en, ar };

/** zod's built-in messages in `lng` from now on, for every copy of zod on the page (its config is global). */
export function applyZodLocale(lng: Language): void {
  config(LOCALES[lng]());
}
