import { countText, digitsOnly, formatUsd, moneyText, wholeNumberInput, withThousands } from './format';

describe('money inputs', () => {
  it('keep digits only', () => {
    expect(digitsOnly('$1,250,000.50 USD')).toBe('125000050');
    expect(digitsOnly('-12')).toBe('12');
    expect(digitsOnly('abc')).toBe('');
  });

  it('stop at a decimal separator instead of taking the decimals as more digits', () => {
    expect(wholeNumberInput('2400000.50')).toEqual({ digits: '2400000', decimals: true });
    expect(wholeNumberInput('12.5')).toEqual({ digits: '12', decimals: true });
    expect(wholeNumberInput('$1,250,000.50 USD')).toEqual({ digits: '1250000', decimals: true });
    expect(wholeNumberInput('2,400,000.')).toEqual({ digits: '2400000', decimals: true });
    expect(wholeNumberInput('.5')).toEqual({ digits: '', decimals: true });
    expect(wholeNumberInput('1,250,000')).toEqual({ digits: '1250000', decimals: false });
    expect(wholeNumberInput('')).toEqual({ digits: '', decimals: false });
  });

  it('show thousands separators', () => {
    expect(withThousands('1250000')).toBe('1,250,000');
    expect(withThousands('1,2,5,0')).toBe('1,250');
    expect(withThousands('999')).toBe('999');
    expect(withThousands('1000')).toBe('1,000');
    expect(withThousands('100000000')).toBe('100,000,000');
    expect(withThousands('')).toBe('');
  });

  it('drop leading zeros but keep a lone zero', () => {
    expect(withThousands('0001000')).toBe('1,000');
    expect(withThousands('0')).toBe('0');
    expect(withThousands('000')).toBe('0');
  });

  it('show saved answers, numbers or texts, the same way', () => {
    expect(moneyText(600000)).toBe('600,000');
    expect(moneyText('600000')).toBe('600,000');
    expect(moneyText(undefined)).toBe('');
    expect(moneyText(null)).toBe('');
    expect(countText(24)).toBe('24');
    expect(countText('1,200')).toBe('1200');
    expect(countText(undefined)).toBe('');
  });
});

describe('formatUsd', () => {
  it('shows whole US dollars with separators and no cents', () => {
    expect(formatUsd(148000)).toBe('$148,000');
    expect(formatUsd(5_000_000)).toBe('$5,000,000');
    expect(formatUsd(10000.99)).toBe('$10,000');
    expect(formatUsd(0)).toBe('$0');
  });

  it('writes the amount for the page’s locale, left to right in Arabic', () => {
    expect(formatUsd(148000, 'ar-u-nu-latn')).toMatch(/^\u2066\u200f148,000\sUS\$\u2069$/);
    expect(formatUsd(148000, 'ar-u-nu-arab')).toMatch(/^\u2066\u200f١٤٨٬٠٠٠\sUS\$\u2069$/);
  });
});
