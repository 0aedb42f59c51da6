import { EQUIVALENCES } from './equivalences';
import { foldText, normaliseName, splitParts, transliterateArabic, type PartyKind } from './normalise';

const skeleton = (name: string, kind: PartyKind = 'person') =>
  normaliseName(name, kind)
    .tokens.map((t) => t.cons)
    .join(' ');
const spelling = (name: string, kind: PartyKind = 'person') =>
  normaliseName(name, kind)
    .tokens.map((t) => t.full)
    .join(' ');

describe('foldText and splitParts', () => {
  it('folds case and diacritics, and drops apostrophes', () => {
    expect(foldText("ÉLODIE Çelik Sa'id Müller")).toBe('elodie celik said muller');
  });

  it('keeps abbreviations with dots as one part and splits hyphens', () => {
    expect(splitParts(foldText('H.E. Abd-el-Aziz L.L.C. FZ-LLC ش.م.م'))).toEqual([
      'hisexcellency',
      'abd',
      'el',
      'aziz',
      'llc',
      'fz',
      'llc',
      'شمم',
    ]);
  });

  it('drops tashkeel, tatweel and hamza seats, and reads presentation forms', () => {
    expect(foldText('مُحَمَّـــد')).toBe('محمد');
    expect(foldText('أحمد إبراهيم')).toBe('احمد ابراهيم');
    expect(foldText('ﻣﺤﻤﺪ')).toBe('محمد');
  });
});

describe('normaliseName: Latin spellings of one name share a skeleton', () => {
  it.each([
    [['Mohammed', 'Muhammad', 'Mohamad', 'Mohamed', 'Mhd', 'MOHD', 'Mohammad']],
    [
      [
        'Abdulrahman',
        'Abdul Rahman',
        'Abdel Rahman',
        'Abd al-Rahman',
        'Abd-el-Rahman',
        'Abdurrahman',
        'Abd Ar-Rahman',
      ],
    ],
    [['Abdullah', 'Abdulla', 'Abdallah', 'Abd Allah', 'Abdulah']],
    [['Hussein', 'Husain', 'Hussain', 'Husayn', 'Hosseini']],
    [['Al Hashimi', 'Al-Hashimi', 'El Hashimi', 'Alhashimi', 'al-hashimi', 'El-Hashimi']],
    [['Nureddin', 'Nour El Din', 'Nur al-Din', 'Noureddine', 'Nour Eddine']],
    [['Yousef', 'Yusuf', 'Youssef', 'Yousif']],
    [['Khalid', 'Khaled', 'KHALID']],
    [['Qasim', 'Kasim', 'Qassim']],
    [['Othman', 'Uthman', 'Osman']],
    [['Dawood', 'Dawud', 'Daoud']],
    [['Rashid', 'Rasheed', 'Rachid']],
    [['Jamal', 'Gamal', 'Djamal']],
  ])('%j', (names) => {
    const first = skeleton(names[0]);
    for (const n of names) expect([n, skeleton(n)]).toEqual([n, first]);
  });

  it('drops genealogy particles: bin, ibn, ben, bint', () => {
    for (const n of ['Khalid bin Saeed', 'Khalid ibn Saeed', 'Khalid Ben Saeed', 'Khalid Saeed']) {
      expect(skeleton(n)).toBe(skeleton('Khalid Saeed'));
    }
    expect(skeleton('Fatima bint Saeed')).toBe(skeleton('Fatima Saeed'));
  });

  it('drops honorifics at the start of a person’s name, Latin and Arabic', () => {
    for (const n of [
      'Sheikh Khalid Saeed',
      'Shaikh Khalid Saeed',
      'H.E. Dr. Khalid Saeed',
      'His Excellency Khalid Saeed',
      'Mr Khalid Saeed',
    ]) {
      const r = normaliseName(n, 'person');
      expect([n, r.text, r.honorificRemoved]).toEqual([n, 'khalid saeed', true]);
    }
    for (const n of ['الشيخ خالد سعيد', 'السيد خالد سعيد', 'الدكتور خالد سعيد']) {
      expect(normaliseName(n, 'person').text).toBe(normaliseName('خالد سعيد', 'person').text);
    }
    // A family name that is also a title stays when it is not first; "He" is a surname, "H.E." a title.
    expect(normaliseName('Khalid Al Sheikh', 'person').tokens).toHaveLength(2);
    expect(normaliseName('He Wei', 'person').text).toBe('he wei');
  });

  it('drops company legal forms, however they are written, and leaves persons alone', () => {
    const base = normaliseName('Al Noor Trading', 'company').text;
    for (const n of [
      'Al Noor Trading LLC',
      'Al-Noor Trading L.L.C.',
      'AL NOOR TRADING FZ-LLC',
      'Al Noor Trading Co. Ltd',
      'The Al Noor Trading Limited',
      'Al Noor Trading W.L.L.',
      'Al Noor Trading S.A.',
    ]) {
      const r = normaliseName(n, 'company');
      expect([n, r.text, r.suffixRemoved]).toEqual([n, base, true]);
    }
    expect(normaliseName('النور للتجارة ذ.م.م', 'company').text).toBe(
      normaliseName('شركة النور للتجارة', 'company').text,
    );
    expect(normaliseName('Ltd', 'company').text).toBe('ltd');
  });

  it('reads a diphthong apart from a plain vowel in the spelling skeleton', () => {
    expect(spelling('Hassan')).not.toBe(spelling('Hussein'));
    expect(spelling('Zaid')).toBe(spelling('Zayd'));
  });
});

describe('normaliseName: Arabic script', () => {
  it('transliterates letter by letter through the table', () => {
    expect(transliterateArabic('خالد')).toBe('xald');
    expect(transliterateArabic('شريف')).toBe('cryf');
    expect(transliterateArabic('فاطمة')).toBe('fatma');
    expect(transliterateArabic('مصطفى')).toBe('mstfa');
    expect(transliterateArabic('ثامر', true)).toBe('samr');
    for (const letter of Object.keys(EQUIVALENCES.arabic))
      expect(transliterateArabic(letter)).toBe(EQUIVALENCES.arabic[letter]);
  });

  it.each([
    ['محمد بن راشد آل مكتوم', 'Mohammed bin Rashid Al Maktoum'],
    ['عبد الرحمن الهاشمي', 'Abdulrahman Al-Hashimi'],
    ['عبدالرحمن الهاشمي', 'Abd al-Rahman El Hashimi'],
    ['عبدالله صالح', 'Abdullah Saleh'],
    ['نور الدين حسين', 'Nureddin Hussein'],
    ['فاطمة الزهراء', 'Fatimah Al Zahra'],
    ['مُصْطَفَى يُوسُف', 'Mustapha Youssef'],
    ['داود', 'Daoud'],
    ['ابو بكر', 'Abubakr'],
    ['إبراهيم', 'Ibrahim'],
    ['عائشة', 'Aisha'],
  ])('%s has the consonant skeleton of %s', (arabic, latin) => {
    expect(skeleton(arabic)).toBe(skeleton(latin));
    expect(normaliseName(arabic, 'person').tokens.every((t) => t.arabic)).toBe(true);
  });

  it('keeps the Arabic spelling for comparing two Arabic names, article and letter forms folded', () => {
    expect(spelling('الهاشمي')).toBe('هاشمي');
    expect(spelling('فاطمة')).toBe(spelling('فاطمه'));
    expect(spelling('مصطفى')).toBe(spelling('مصطفي'));
    expect(spelling('حسن')).not.toBe(spelling('حسين'));
  });
});
