import fc from 'fast-check';
import {
  basisPointsText,
  currencyDigits,
  formatAmount,
  formatBasisPoints,
  formatCompactMoney,
  formatFlatRate,
  formatMoney,
  formatPercent,
  formatWholeUsd,
  isRightToLeft,
  usdText,
} from './format';
import { parseBasisPoints } from './parse';

const LRI = '\u2066';
const PDI = '\u2069';

describe('formatMoney: one style everywhere, the currency code and the cents', () => {
  it('writes English with the code first', () => {
    expect(formatMoney(9_265_000, 'USD', 'en-US')).toBe('USD 92,650.00');
    expect(formatMoney(5, 'AED', 'en')).toBe('AED 0.05');
    expect(formatMoney(-1_250_050, 'USD', 'en-US')).toBe('-USD 12,500.50');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('USD 90,071,992,547,409.91');
  });

  it('puts the decimals where the currency has them', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('usd?')).toBe(2);
    expect(formatMoney(12_500, 'JPY', 'en-US')).toBe('JPY 12,500');
  });

  it('writes Arabic in its digits, isolated left to right in a page and plain in a document', () => {
    expect(formatMoney(10_800_001, 'USD', 'ar-u-nu-latn')).toBe(`${LRI}108,000.01 USD${PDI}`);
    expect(formatMoney(10_800_001, 'USD', 'ar-u-nu-arab')).toBe(`${LRI}١٠٨٬٠٠٠٫٠١ USD${PDI}`);
    expect(formatMoney(10_800_001, 'USD', 'ar-u-nu-arab', { plain: true })).toBe('١٠٨٬٠٠٠٫٠١ USD');
    expect(formatMoney(10_800_001, 'USD', 'en-US', { plain: true })).toBe('USD 108,000.01');
  });

  it('writes an unknown code after the amount', () => {
    expect(formatMoney(150, 'dollars', 'en-US')).toBe('1.50 dollars');
  });

  it('never writes more or fewer cents than it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        const text = formatMoney(minor, 'USD', 'en-US').replace(/[^\d-]/g, '');
        expect(BigInt(text)).toBe(BigInt(minor));
      }),
    );
  });
});

describe('other amounts', () => {
  it('writes an amount without a currency with two decimals', () => {
    expect(formatAmount(1_250_050, 'en-US')).toBe('12,500.50');
    expect(formatAmount(1_250_050, 'ar-u-nu-latn')).toBe(`${LRI}12,500.50${PDI}`);
  });

  it('writes a chart axis short', () => {
    expect(formatCompactMoney(1_250_000, 'USD', 'en-US')).toBe('USD 12.5K');
    expect(formatCompactMoney(100, 'XXY1', 'en-US')).toBe('1');
  });

  it("writes the eligibility's whole dollars as the spec shows them", () => {
    expect(formatWholeUsd(148_000, 'en-US')).toBe('$148,000');
    expect(formatWholeUsd(10_000.99, 'en-US')).toBe('$10,000');
    expect(formatWholeUsd(0, 'en-US')).toBe('$0');
    expect(formatWholeUsd(Number.NaN, 'en-US')).toBe('$0');
    expect(formatWholeUsd(148_000, 'ar-u-nu-latn')).toMatch(/^\u2066\u200f148,000\sUS\$\u2069$/);
    expect(formatWholeUsd(148_000, 'ar-u-nu-arab')).toMatch(/^\u2066\u200f١٤٨٬٠٠٠\sUS\$\u2069$/);
    expect(usdText(600_000)).toBe('$600,000');
    expect(usdText(1_234.5)).toBe('$1,234.5');
    expect(usdText(198_000.00000000003)).toBe('$198,000');
  });
});

describe('rates', () => {
  it('writes basis points with two decimals everywhere', () => {
    expect(formatBasisPoints(800, 'en-US')).toBe('8.00%');
    expect(formatBasisPoints(1_250, 'en-US')).toBe('12.50%');
    expect(formatBasisPoints(5, 'en-US')).toBe('0.05%');
    expect(formatBasisPoints(800, 'ar-u-nu-arab', { plain: true })).toMatch(/^٨٫٠٠\s?٪$/);
    expect(basisPointsText(800)).toBe('8.00%');
    expect(basisPointsText(12_345)).toBe('123.45%');
    expect(basisPointsText(5)).toBe('0.05%');
  });

  it('discloses the flat annual rate in the same words everywhere', () => {
    expect(formatFlatRate(800, 'en-US')).toBe('8.00% a year, flat');
    expect(formatFlatRate(1_250, 'ar-u-nu-latn', { plain: true })).toBe('12.50% سنويًا، ثابت');
    expect(formatFlatRate(800, 'ar-u-nu-arab', { plain: true })).toMatch(/^٨٫٠٠\s?٪ سنويًا، ثابت$/);
    expect(formatFlatRate(800, 'de')).toBe('8,00\u00a0% a year, flat');
  });

  it('writes a ratio that is not money as a percentage, up to two decimals unless told', () => {
    expect(formatPercent(0.7025, 'en-US')).toBe('70.25%');
    expect(formatPercent(0.5, 'en-US')).toBe('50%');
    expect(formatPercent(-0.125, 'en-US')).toBe('-12.5%');
    expect(formatPercent(0.12345, 'en-US', { maximumFractionDigits: 1 })).toBe('12.3%');
    expect(formatPercent(0.42, 'en-US', { maximumFractionDigits: 0 })).toBe('42%');
    expect(formatPercent(0.5, 'ar-u-nu-arab', { plain: true })).toMatch(/^٥٠\s?٪$/);
    expect(formatPercent(0.5, 'ar-u-nu-latn', { plain: true })).toBe('50%');
    expect(formatPercent(Number.NaN, 'en-US')).toBe('');
    expect(formatPercent(Number.POSITIVE_INFINITY, 'en-US')).toBe('');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (bps) => {
        expect(parseBasisPoints(basisPointsText(bps))).toBe(bps);
      }),
    );
  });

  it('knows which locales write right to left', () => {
    expect(isRightToLeft('ar-u-nu-arab')).toBe(true);
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('en-US')).toBe(false);
  });
});
