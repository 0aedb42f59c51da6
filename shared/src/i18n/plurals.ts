import type { PluralForm } from './language';

/** A counted text's forms under `key` (`months_zero` … `months_other`), the keys i18next looks them up by. */
export function pluralForms<K extends string>(
  key: K,
  forms: Record<PluralForm, string>,
): Record<`${K}_${PluralForm}`, string> {
  return Object.fromEntries(Object.entries(forms).map(([form, text]) => [`${key}_${form}`, text])) as Record<
    `${K}_${PluralForm}`,
    string
  >;
}

/** A number of months in Arabic, in each of its six plural forms: the offer's tenure and the metrics' months alike. */
export const ARABIC_MONTHS: Record<PluralForm, string> = {
  zero: '{{count, number}} شهر',
  one: 'شهر واحد',
  two: 'شهران',
  few: '{{count, number}} أشهر',
  many: '{{count, number}} شهرًا',
  other: '{{count, number}} شهر',
};
