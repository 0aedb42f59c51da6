import { UNDERWRITING_TEXT_KEYS } from '@onboarding/shared/backoffice';
import { backofficeEn } from '../../../i18n';

/** The dotted keys of a catalogue's texts. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

// Every text the server may name has English in the back office (and, by i18n.ar.test.ts, Arabic); the catalogue
// holds no text the server can no longer name.
it('has a text for every key of the underwriting contract, and no other', () => {
  expect(keysOf(backofficeEn.underwriting.text).sort()).toEqual([...UNDERWRITING_TEXT_KEYS].sort());
});
