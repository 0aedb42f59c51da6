/**
 * The labelled set the matcher is measured on: pairs of (party, list entry) marked as the same party or not.
 *
 * It is generated, deterministically (seeded), from hand-written spellings below, which are attested ways people
 * write these names in passports and lists; they are written here independently of the matcher's tables so the
 * measure is not the matcher grading itself. The combinations (given name, father, grandfather, family, dates) are
 * invented. `labelled-set.json` is this module's output, checked in so a reader can see every case;
 * `npx tsx server/src/screening/matching/write-labelled-set.ts` writes it again and a unit test checks it is current.
 */
import type { ListEntry, PartyQuery } from './score';

export interface LabelledCase {
  id: string;
  category: string;
  /** True: the same party written differently. False: a different party with a similar name. */
  match: boolean;
  query: PartyQuery;
  entry: ListEntry;
}

interface NamePart {
  ar: string;
  latin: string[];
}

const p = (ar: string, ...latin: string[]): NamePart => ({ ar, latin });

const MALE: NamePart[] = [
  p('محمد', 'Mohammed', 'Muhammad', 'Mohamad', 'Mohamed', 'Mhd'),
  p('أحمد', 'Ahmed', 'Ahmad'),
  p('خالد', 'Khalid', 'Khaled'),
  p('عبد الرحمن', 'Abdulrahman', 'Abdul Rahman', 'Abdel Rahman', 'Abd al-Rahman', 'Abdurrahman'),
  p('عبد العزيز', 'Abdulaziz', 'Abdul Aziz', 'Abdelaziz', 'Abd al-Aziz'),
  p('عبد الله', 'Abdullah', 'Abdulla', 'Abdallah', 'Abd Allah'),
  p('يوسف', 'Yousef', 'Yusuf', 'Youssef', 'Yousif'),
  p('حسين', 'Hussein', 'Husain', 'Hussain', 'Husayn', 'Hosseini'),
  p('عمر', 'Omar', 'Umar'),
  p('سعيد', 'Saeed', 'Said', "Sa'id"),
  p('فيصل', 'Faisal', 'Faysal', 'Feisal'),
  p('سلطان', 'Sultan', 'Soltan'),
  p('ماجد', 'Majid', 'Majed'),
  p('طارق', 'Tariq', 'Tarek', 'Tareq'),
  p('إبراهيم', 'Ibrahim', 'Ebrahim', 'Ibraheem'),
  p('مصطفى', 'Mustafa', 'Mostafa', 'Moustafa', 'Mustapha'),
  p('نور الدين', 'Nureddin', 'Nour El Din', 'Nur al-Din', 'Noureddine'),
  p('جمال', 'Jamal', 'Gamal'),
  p('وليد', 'Walid', 'Waleed'),
  p('ياسر', 'Yasser', 'Yasir', 'Yaser'),
  p('هشام', 'Hisham', 'Hesham'),
  p('كريم', 'Kareem', 'Karim'),
  p('رشيد', 'Rashid', 'Rasheed', 'Rachid'),
  p('عادل', 'Adel', 'Adil'),
  p('زياد', 'Ziad', 'Ziyad', 'Zeyad'),
  p('منصور', 'Mansour', 'Mansoor', 'Mansur'),
  p('سليمان', 'Suleiman', 'Sulaiman', 'Sulayman', 'Slimane'),
  p('عثمان', 'Othman', 'Uthman', 'Osman'),
  p('داود', 'Dawood', 'Dawud', 'Daoud'),
  p('صلاح الدين', 'Salahuddin', 'Salah al-Din', 'Salah Eddine'),
  p('حمدان', 'Hamdan', 'Hamdaan'),
  p('توفيق', 'Tawfiq', 'Tawfik', 'Toufic', 'Taoufik'),
];

const FEMALE: NamePart[] = [
  p('فاطمة', 'Fatima', 'Fatimah', 'Fatma'),
  p('عائشة', 'Aisha', 'Aysha', 'Aicha', 'Ayesha'),
  p('مريم', 'Maryam', 'Mariam', 'Meryem'),
  p('نورة', 'Noura', 'Nourah', 'Nora'),
  p('خديجة', 'Khadija', 'Khadeeja', 'Khadijah'),
  p('ليلى', 'Layla', 'Leila', 'Laila'),
  p('سارة', 'Sara', 'Sarah'),
  p('هند', 'Hind', 'Hend'),
];

const FAMILY: NamePart[] = [
  p('المنصوري', 'Al Mansouri', 'Al-Mansoori', 'Almansoori', 'El Mansouri'),
  p('الهاشمي', 'Al Hashimi', 'Al-Hashemi', 'Alhashmi'),
  p('القحطاني', 'Al Qahtani', 'Al-Kahtani', 'Alqahtani'),
  p('الشامسي', 'Al Shamsi', 'Al-Chamsi', 'Alshamsi'),
  p('العتيبي', 'Al Otaibi', 'Al-Utaybi', 'Alotaibi'),
  p('الدوسري', 'Al Dosari', 'Al-Dossary', 'Aldosari'),
  p('الكعبي', 'Al Kaabi', "Al-Ka'bi", 'Alkaabi'),
  p('الفلاسي', 'Al Falasi', 'Al-Falasy', 'Alfalasi'),
  p('الغامدي', 'Al Ghamdi', 'Al-Ghamidi', 'Alghamdi'),
  p('الزهراني', 'Al Zahrani', 'Al-Zahrany', 'Alzahrani'),
  p('السويدي', 'Al Suwaidi', 'Al-Suwaydi', 'Alsuwaidi'),
  p('النعيمي', 'Al Nuaimi', 'Al Noaimi', 'Alnuaimi'),
  p('البلوشي', 'Al Balushi', 'Al-Baloushi', 'Albalushi'),
  p('الحربي', 'Al Harbi', 'Al-Harby', 'Alharbi'),
  p('الشهري', 'Al Shehri', 'Al-Shahri', 'Alshehri'),
  p('المطيري', 'Al Mutairi', 'Al-Mutayri', 'Almutairi'),
  p('حداد', 'Haddad', 'Hadad'),
  p('خوري', 'Khoury', 'Khouri', 'Khuri'),
  p('درويش', 'Darwish', 'Darwiche', 'Derwish'),
  p('نصر الله', 'Nasrallah', 'Nasrullah', 'Nasr Allah'),
  p('الرفاعي', 'Al Rifai', "Al-Rifa'i", 'Elrefaie'),
  p('العبيدلي', 'Al Obaidli', 'Al-Ubaidli', 'Alobaidly'),
];

const COMPANIES: { latin: string[]; ar?: string; arVariant?: string }[] = [
  {
    latin: ['Al Noor Trading', 'Al-Noor Trading', 'Alnoor Trading'],
    ar: 'النور للتجارة',
    arVariant: 'شركة النور للتجارة',
  },
  { latin: ['Gulf Star Shipping', 'Gulfstar Shipping'] },
  { latin: ['Desert Falcon General Contracting', 'Desert Falcon Gen. Contracting'] },
  { latin: ['Al Waha Foodstuff', 'Al-Waha Foodstuff', 'Alwaha Foodstuff'], ar: 'الواحة للمواد الغذائية' },
  { latin: ['Blue Crescent Logistics', 'Blue Crescent Logistic'] },
  { latin: ['Al Fajr Building Materials', 'Al-Fajr Building Materials'], ar: 'الفجر لمواد البناء' },
  { latin: ['Sahara Sands Real Estate', 'Sahara Sand Real Estate'] },
  { latin: ['Al Baraka Textiles', 'Al-Barakah Textiles', 'Albaraka Textiles'], ar: 'البركة للمنسوجات' },
  { latin: ['Pearl Coast Marine Services', 'Pearl Coast Marine Service'] },
  { latin: ['Al Safwa Electronics', 'Al-Safwah Electronics'], ar: 'الصفوة للإلكترونيات' },
  { latin: ['Orient Palm Investments', 'Orient Palm Investment'] },
  { latin: ['Al Rawabi Auto Spare Parts', 'Al-Rawabi Auto Spare Parts'], ar: 'الروابي لقطع غيار السيارات' },
  { latin: ['Najma Technical Works', 'Najmah Technical Works'], ar: 'نجمة للأعمال الفنية' },
  { latin: ['Emerald Dunes Hospitality', 'Emerald Dune Hospitality'] },
  { latin: ['Al Manara Printing Press', 'Al-Manarah Printing Press'], ar: 'المنارة للطباعة' },
  { latin: ['Silver Oryx Petroleum', 'Silver Oryx Petroleum Services'] },
];

const COMPANY_NEAR_MISSES: [string, string][] = [
  ['Al Noor Trading', 'Al Noor Contracting'],
  ['Gulf Star Shipping', 'Gulf Sun Shipping'],
  ['Desert Falcon General Contracting', 'Desert Eagle General Contracting'],
  ['Al Waha Foodstuff', 'Al Waha Furniture'],
  ['Blue Crescent Logistics', 'Red Crescent Logistics'],
  ['Al Fajr Building Materials', 'Al Fajr Medical Supplies'],
  ['Sahara Sands Real Estate', 'Sahara Palms Real Estate'],
  ['Al Baraka Textiles', 'Al Baraka Tourism'],
  ['Pearl Coast Marine Services', 'Pearl Coast Cleaning Services'],
  ['Al Safwa Electronics', 'Al Marwa Electronics'],
  ['Orient Palm Investments', 'Orient Star Investments'],
  ['Al Rawabi Auto Spare Parts', 'Al Rawda Auto Spare Parts'],
  ['Najma Technical Works', 'Najma Cleaning Works'],
  ['Emerald Dunes Hospitality', 'Golden Dunes Hospitality'],
  ['Al Manara Printing Press', 'Al Manara Travel Agency'],
  ['Silver Oryx Petroleum', 'Silver Falcon Petroleum'],
  ['النور للتجارة', 'النجوم للتجارة'],
  ['الواحة للمواد الغذائية', 'الواحة للأثاث'],
  ['البركة للمنسوجات', 'البركة للسياحة'],
  ['الفجر لمواد البناء', 'الفجر للمستلزمات الطبية'],
];

/** Different names that look or sound alike: the hardest near misses for a matcher that forgives spelling. */
const SIMILAR_GIVEN: [NamePart, NamePart][] = [
  [p('حسن', 'Hassan', 'Hasan'), p('حسين', 'Hussein', 'Husain')],
  [p('ناصر', 'Nasser', 'Nasir'), p('ياسر', 'Yasser', 'Yasir')],
  [p('حامد', 'Hamid', 'Hamed'), p('حمد', 'Hamad')],
  [p('سعد', 'Saad', "Sa'ad"), p('سعيد', 'Saeed', 'Said')],
  [p('عمرو', 'Amr', 'Amro'), p('عمر', 'Omar', 'Umar')],
  [p('محمود', 'Mahmoud', 'Mahmood'), p('محمد', 'Mohammed', 'Muhammad')],
  [p('سمير', 'Samir', 'Sameer'), p('سامر', 'Samer', 'Samer')],
  [p('جمال', 'Jamal', 'Gamal'), p('كمال', 'Kamal', 'Kemal')],
  [p('فادي', 'Fadi', 'Fady'), p('هادي', 'Hadi', 'Hady')],
  [p('رامي', 'Rami', 'Ramy'), p('سامي', 'Sami', 'Samy')],
  [p('نبيل', 'Nabil', 'Nabeel'), p('نبيه', 'Nabih', 'Nabeeh')],
  [p('تامر', 'Tamer', 'Tamir'), p('ثامر', 'Thamer', 'Thamir')],
  [p('زيد', 'Zaid', 'Zeid'), p('زايد', 'Zayed', 'Zayid')],
  [p('علي', 'Ali', 'Aly'), p('علياء', 'Alia', 'Aliya')],
  [p('هالة', 'Hala', 'Halah'), p('هناء', 'Hana', 'Hanaa')],
  [p('أمل', 'Amal', 'Amal'), p('أماني', 'Amani', 'Amany')],
  [p('سلمى', 'Salma', 'Salmah'), p('سلوى', 'Salwa', 'Salwah')],
  [p('خالد', 'Khalid', 'Khaled'), p('وليد', 'Walid', 'Waleed')],
  [p('ماجد', 'Majid', 'Majed'), p('مجيد', 'Majeed', 'Mageed')],
  [p('راشد', 'Rashed', 'Rashid'), p('مرشد', 'Murshid', 'Morshed')],
];

const COMPANY_SUFFIXES_LATIN = [
  'LLC',
  'L.L.C.',
  'L.L.C',
  'Ltd',
  'Limited',
  'FZE',
  'FZ-LLC',
  'FZCO',
  'PJSC',
  'Co.',
  'W.L.L.',
  'Inc.',
  'Corp.',
  'GmbH',
  'S.A.',
];
const COMPANY_SUFFIXES_ARABIC = ['ذ.م.م', 'ذ م م', 'ش.م.م', 'ش.م.ع', '(ذ.م.م)'];
const HONORIFICS_LATIN = [
  'Sheikh',
  'Shaikh',
  'Dr.',
  'Dr',
  'H.E.',
  'Mr.',
  'Mr',
  'Eng.',
  'Haji',
  'His Excellency',
];
const HONORIFICS_FEMALE = ['Mrs.', 'Ms', 'Dr.', 'Sheikha', 'Miss'];
const HONORIFICS_ARABIC = ['الشيخ', 'السيد', 'الدكتور', 'المهندس', 'الحاج'];
const NATIONALITIES = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'JO', 'EG', 'LB', 'MA'];

/** mulberry32: a small seeded generator, so the set is the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  const other = <T>(xs: readonly T[], not: T): T => {
    for (;;) {
      const x = pick(xs);
      if (x !== not) return x;
    }
  };
  return { next, int, pick, other };
}

type Rng = ReturnType<typeof random>;

interface Person {
  female: boolean;
  given: NamePart;
  father: NamePart;
  grandfather: NamePart;
  family: NamePart;
  birthDate: string;
  nationality: string;
}

function makePerson(r: Rng): Person {
  const female = r.next() < 0.2;
  const year = 1950 + r.int(50);
  const month = String(1 + r.int(12)).padStart(2, '0');
  const day = String(1 + r.int(28)).padStart(2, '0');
  return {
    female,
    given: r.pick(female ? FEMALE : MALE),
    father: r.pick(MALE),
    grandfather: r.pick(MALE),
    family: r.pick(FAMILY),
    birthDate: `${year}-${month}-${day}`,
    nationality: r.pick(NATIONALITIES),
  };
}

const latinOf = (r: Rng, part: NamePart) => r.pick(part.latin);
const otherLatinOf = (r: Rng, part: NamePart, not: string) =>
  part.latin.length > 1 ? r.other(part.latin, not) : not;

function casing(r: Rng, name: string): string {
  const roll = r.int(4);
  if (roll === 0) return name.toUpperCase();
  if (roll === 1) return name.toLowerCase();
  return name;
}

/** The full name as a list writes it: given bin father (bin grandfather) family. */
function listedLatin(r: Rng, person: Person, parts: 2 | 3 | 4): string {
  const link = person.female ? r.pick(['bint', 'binti']) : r.pick(['bin', 'ibn', 'Bin']);
  const names = [latinOf(r, person.given)];
  if (parts >= 3) names.push(link, latinOf(r, person.father));
  if (parts === 4) names.push(r.pick(['bin', 'ibn']), latinOf(r, person.grandfather));
  names.push(latinOf(r, person.family));
  return names.join(' ');
}

function listedArabic(person: Person, parts: 2 | 3 | 4): string {
  const names = [person.given.ar];
  if (parts >= 3) names.push(person.female ? 'بنت' : 'بن', person.father.ar);
  if (parts === 4) names.push('بن', person.grandfather.ar);
  names.push(person.family.ar);
  return names.join(' ');
}

/** One typing slip in the longest Latin word: a letter dropped, doubled, swapped with the next, or replaced. */
function typo(r: Rng, name: string): string {
  const words = name.split(' ');
  let at = 0;
  for (let i = 1; i < words.length; i++) if (words[i].length > words[at].length) at = i;
  const w = words[at];
  const i = 2 + r.int(Math.max(1, w.length - 3));
  const kind = r.int(4);
  const keys = 'aeiourndlmst';
  let out: string;
  if (kind === 0) out = w.slice(0, i) + w.slice(i + 1);
  else if (kind === 1) out = w.slice(0, i) + w[i] + w.slice(i);
  else if (kind === 2) out = w.slice(0, i) + (w[i + 1] ?? '') + w[i] + w.slice(i + 2);
  else out = w.slice(0, i) + r.other(keys.split(''), w[i]) + w.slice(i + 1);
  words[at] = out;
  return words.join(' ');
}

/** Vowel signs, a tatweel and a bare alef for a hamza, as people type Arabic. */
function decorateArabic(r: Rng, name: string): string {
  let out = name.replace(/أ|إ/g, 'ا');
  if (r.next() < 0.5) out = out.replace('م', 'مُ').replace('د', 'دّ');
  if (r.next() < 0.5) out = out.replace('ح', 'حـ');
  return out;
}

function person(name: string, extra: Partial<PartyQuery> = {}): PartyQuery {
  return { name, kind: 'person', ...extra };
}

function entry(names: string[], extra: Partial<ListEntry> = {}): ListEntry {
  return { names, kind: 'person', ...extra };
}

const sameGroup = (a: NamePart, b: NamePart) => a === b || a.ar === b.ar;

export function buildLabelledSet(seed = 20261129): LabelledCase[] {
  const r = random(seed);
  const cases: LabelledCase[] = [];
  const add = (category: string, match: boolean, query: PartyQuery, e: ListEntry) =>
    cases.push({
      id: `${category}-${cases.filter((c) => c.category === category).length + 1}`,
      category,
      match,
      query,
      entry: e,
    });

  for (let n = 0; n < 45; n++) {
    const who = makePerson(r);
    const listed = listedLatin(r, who, 4);
    const listedShort = listedLatin(r, who, 2);
    const given = latinOf(r, who.given);
    const family = latinOf(r, who.family);

    // True variants.
    add(
      'spelling',
      true,
      person(casing(r, `${otherLatinOf(r, who.given, given)} ${otherLatinOf(r, who.family, family)}`)),
      entry([`${given} ${family}`]),
    );
    add('arabic-to-latin', true, person(listedArabic(who, 2)), entry([listedShort]));
    add('latin-to-arabic', true, person(listedLatin(r, who, 3)), entry([listedArabic(who, 3)]));
    add(
      'arabic-decorated',
      true,
      person(decorateArabic(r, listedArabic(who, 2))),
      entry([listedArabic(who, 4)]),
    );
    add(
      'reordered',
      true,
      person(casing(r, `${latinOf(r, who.family)}, ${latinOf(r, who.given)} ${latinOf(r, who.father)}`)),
      entry([listedLatin(r, who, 3)]),
    );
    add('missing-parts', true, person(`${latinOf(r, who.given)} ${latinOf(r, who.family)}`), entry([listed]));
    add('missing-parts', true, person(listedLatin(r, who, 3)), entry([listed]));
    add(
      'typo',
      true,
      person(typo(r, `${given} ${latinOf(r, who.father)} ${family}`)),
      entry([listedLatin(r, who, 3)]),
    );
    const honorific = who.female ? r.pick(HONORIFICS_FEMALE) : r.pick(HONORIFICS_LATIN);
    add('honorific', true, person(`${honorific} ${listedLatin(r, who, 2)}`), entry([listedLatin(r, who, 3)]));
    if (n % 3 === 0)
      add(
        'honorific',
        true,
        person(`${r.pick(HONORIFICS_ARABIC)} ${listedArabic(who, 2)}`),
        entry([listedLatin(r, who, 2)]),
      );
    add(
      'corroborated',
      true,
      person(listedLatin(r, who, 2), { birthDate: who.birthDate, nationality: who.nationality }),
      entry([listed], { birthDates: [who.birthDate], nationalities: [who.nationality] }),
    );
    if (n % 2 === 0)
      add(
        'corroborated',
        true,
        person(listedArabic(who, 2), { birthDate: who.birthDate }),
        entry([listedLatin(r, who, 3)], { birthDates: [who.birthDate.slice(0, 4)] }),
      );

    // Near misses.
    const otherFamily = r.other(FAMILY, who.family);
    add(
      'same-given-other-family',
      false,
      person(`${latinOf(r, who.given)} ${latinOf(r, otherFamily)}`),
      entry([listedShort]),
    );
    const pool = who.female ? FEMALE : MALE;
    let otherGiven = r.pick(pool);
    while (sameGroup(otherGiven, who.given)) otherGiven = r.pick(pool);
    add(
      'same-family-other-given',
      false,
      person(`${latinOf(r, otherGiven)} ${latinOf(r, who.family)}`),
      entry([listedShort]),
    );
    let otherFather = r.pick(MALE);
    while (sameGroup(otherFather, who.father)) otherFather = r.pick(MALE);
    add(
      'other-father',
      false,
      person(`${latinOf(r, who.given)} bin ${latinOf(r, otherFather)} ${latinOf(r, who.family)}`),
      entry([listedLatin(r, who, 3)]),
    );
    add(
      'arabic-other-given',
      false,
      person(`${otherGiven.ar} ${who.family.ar}`),
      entry([listedArabic(who, 2)]),
    );
    if (n % 2 === 0)
      add(
        'arabic-other-family',
        false,
        person(`${who.given.ar} ${otherFamily.ar}`),
        entry([listedLatin(r, who, 2)]),
      );
    add('given-name-only', false, person(latinOf(r, who.given)), entry([listed]));
    const year = Number(who.birthDate.slice(0, 4));
    add(
      'other-birth-date',
      false,
      person(listedLatin(r, who, 2), { birthDate: `${year + 6 + r.int(10)}-03-14` }),
      entry([listedShort], { birthDates: [who.birthDate] }),
    );
  }

  for (const [a, b] of SIMILAR_GIVEN) {
    for (let k = 0; k < 3; k++) {
      const family = r.pick(FAMILY);
      const father = r.pick(MALE);
      const [x, y] = k === 1 ? [b, a] : [a, b];
      add(
        'similar-given',
        false,
        person(`${latinOf(r, x)} ${latinOf(r, family)}`),
        entry([`${latinOf(r, y)} ${latinOf(r, family)}`]),
      );
      if (k === 0) {
        add(
          'similar-given',
          false,
          person(`${latinOf(r, x)} bin ${latinOf(r, father)} ${latinOf(r, family)}`),
          entry([`${y.ar} بن ${father.ar} ${family.ar}`]),
        );
        add('similar-given', false, person(`${x.ar} ${family.ar}`), entry([`${y.ar} ${family.ar}`]));
      }
    }
    const family = r.pick(FAMILY);
    add(
      'sibling',
      false,
      person(`${latinOf(r, a)} bin ${latinOf(r, MALE[0])} ${latinOf(r, family)}`),
      entry([`${latinOf(r, b)} bin ${latinOf(r, MALE[0])} ${latinOf(r, family)}`]),
    );
  }

  for (const company of COMPANIES) {
    for (let k = 0; k < 4; k++) {
      const a = `${r.pick(company.latin)} ${r.pick(COMPANY_SUFFIXES_LATIN)}`;
      const b = `${r.pick(company.latin)} ${r.pick(COMPANY_SUFFIXES_LATIN)}`;
      add('company-form', true, { name: casing(r, a), kind: 'company' }, { names: [b], kind: 'company' });
    }
    add(
      'company-typo',
      true,
      { name: typo(r, company.latin[0]), kind: 'company' },
      { names: [`${company.latin[0]} LLC`], kind: 'company' },
    );
    if (company.ar) {
      add(
        'company-arabic',
        true,
        { name: `${company.arVariant ?? company.ar} ${r.pick(COMPANY_SUFFIXES_ARABIC)}`, kind: 'company' },
        { names: [company.ar], kind: 'company' },
      );
    }
  }
  for (const [a, b] of COMPANY_NEAR_MISSES) {
    const suffix = /[a-z]/i.test(a) ? r.pick(COMPANY_SUFFIXES_LATIN) : r.pick(COMPANY_SUFFIXES_ARABIC);
    add(
      'company-near-miss',
      false,
      { name: `${a} ${suffix}`, kind: 'company' },
      { names: [b], kind: 'company' },
    );
    add(
      'company-near-miss',
      false,
      { name: b, kind: 'company' },
      { names: [`${a} ${suffix}`], kind: 'company' },
    );
  }
  return cases;
}

export const LABELLED_SET_FILE = 'labelled-set.json';
