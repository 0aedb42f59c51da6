import { ARABIC_MONTHS, pluralForms } from './plurals';

it('names each form of a counted text with its suffix', () => {
  expect(pluralForms('months', ARABIC_MONTHS)).toEqual({
    months_zero: '{{count, number}} شهر',
    months_one: 'شهر واحد',
    months_two: 'شهران',
    months_few: '{{count, number}} أشهر',
    months_many: '{{count, number}} شهرًا',
    months_other: '{{count, number}} شهر',
  });
});
