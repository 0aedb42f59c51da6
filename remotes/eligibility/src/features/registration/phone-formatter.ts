import { digitsOf } from './phone-number';

/** The number as shown ("+1 415 555 2671") and the country the library reads in it, when it can tell. */
export interface Formatted {
  text: string;
  country?: string;
}

export type Formatter = (text: string) => Formatted;

// libphonenumber-js with its metadata is ≈ 28 KiB gzipped: it loads when the applicant starts on the number field, not
// with the form. Until then (or if it cannot load) the digits show as typed; the value does not depend on it.
let loading: Promise<Formatter> | null = null;
let loaded: Formatter | null = null;

/** The formatter if it has loaded already, so that a field shown later formats from its first paint. */
export function loadedFormatter(): Formatter | null {
  return loaded;
}

export function loadFormatter(): Promise<Formatter> {
  return (loading ??= import('libphonenumber-js/min').then(
    ({ AsYouType }) =>
      (loaded = (text) => {
        const digits = digitsOf(text);
        if (!digits) return { text: text.includes('+') ? '+' : '' };
        const typing = new AsYouType();
        return { text: typing.input(`+${digits}`), country: typing.getCountry() };
      }),
    (error: unknown) => {
      // A later use of the field tries again (the network may be back).
      loading = null;
      throw error;
    },
  ));
}
