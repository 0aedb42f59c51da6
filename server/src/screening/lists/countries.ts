/**
 * Country names and codes as the lists write them, to ISO 3166 alpha-2. The English names come from the runtime's
 * ICU data (every region it knows); the lists' own spellings (UN formal names, OFAC's "Korea, North") are added here.
 */

// Regions ICU names that are not countries, or old codes whose names would shadow the current code's.
const NOT_COUNTRIES = new Set(
  'AN BU CS DD DY EU EZ FX HV NH QO RH SU TP UK UN VD XA XB YD YU ZR ZZ CP DG EA IC TA CQ AC'.split(' '),
);

const SPELLINGS: Record<string, string> = {
  'korea north': 'KP',
  'north korea': 'KP',
  'democratic people s republic of korea': 'KP',
  'korea democratic people s republic of': 'KP',
  dprk: 'KP',
  'korea south': 'KR',
  'republic of korea': 'KR',
  'korea republic of': 'KR',
  'iran islamic republic of': 'IR',
  'islamic republic of iran': 'IR',
  'syrian arab republic': 'SY',
  'russian federation': 'RU',
  burma: 'MM',
  myanmar: 'MM',
  'congo democratic republic of the': 'CD',
  'democratic republic of the congo': 'CD',
  'congo republic of the': 'CG',
  'republic of the congo': 'CG',
  congo: 'CG',
  'viet nam': 'VN',
  'lao people s democratic republic': 'LA',
  'united republic of tanzania': 'TZ',
  'tanzania united republic of': 'TZ',
  'libyan arab jamahiriya': 'LY',
  palestinian: 'PS',
  palestine: 'PS',
  'state of palestine': 'PS',
  'occupied palestinian territory': 'PS',
  'west bank': 'PS',
  gaza: 'PS',
  'gaza strip': 'PS',
  turkey: 'TR',
  turkiye: 'TR',
  'ivory coast': 'CI',
  'bolivia plurinational state of': 'BO',
  'venezuela bolivarian republic of': 'VE',
  'moldova republic of': 'MD',
  'republic of moldova': 'MD',
  'united kingdom of great britain and northern ireland': 'GB',
  'great britain': 'GB',
  uk: 'GB',
  'united states of america': 'US',
  usa: 'US',
  'the former yugoslav republic of macedonia': 'MK',
  macedonia: 'MK',
  'czech republic': 'CZ',
  swaziland: 'SZ',
  'cabo verde': 'CV',
  'brunei darussalam': 'BN',
  'micronesia federated states of': 'FM',
  'holy see': 'VA',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  'east timor': 'TL',
  'kyrgyz republic': 'KG',
  'slovak republic': 'SK',
  'virgin islands british': 'VG',
  uae: 'AE',
  ksa: 'SA',
  'kingdom of saudi arabia': 'SA',
  'yemen republic of': 'YE',
};

/** Lower case, no diacritics or punctuation, "&" as "and", no leading "the". */
export function countryKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

let byName: Map<string, string> | undefined;
let codes: Set<string> | undefined;

function index(): { byName: Map<string, string>; codes: Set<string> } {
  if (byName && codes) return { byName, codes };
  const names = new Map<string, string>();
  const valid = new Set<string>();
  const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = display.of(code);
      if (!name) continue;
      valid.add(code);
      const key = countryKey(name);
      const variants = [
        key,
        key.replace(/^st /, 'saint '),
        key.replace(/ sar china$/, ''),
        key.replace(/ \w+$/, ''),
      ];
      // "Myanmar (Burma)", "Congo - Kinshasa": the last variant drops the bracketed or dashed tail.
      for (const variant of name.includes('(') || name.includes(' - ') ? variants : variants.slice(0, 3)) {
        if (!names.has(variant)) names.set(variant, code);
      }
    }
  }
  for (const [name, code] of Object.entries(SPELLINGS)) names.set(name, code);
  byName = names;
  codes = valid;
  return { byName, codes };
}

/** ISO 3166 alpha-2 for a country's code or name, or undefined when it is neither known code nor known name. */
export function countryCode(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const { byName, codes } = index();
  if (/^[A-Za-z]{2}$/.test(trimmed) && codes.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return byName.get(countryKey(trimmed));
}

/** The alpha-2 code when one is known, else the publisher's text as given (trimmed). */
export function country(text: string): string {
  return countryCode(text) ?? text.trim();
}
