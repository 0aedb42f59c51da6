import { i18n, setLanguage, startLanguage } from './index';
import { localeOf, pickLanguage } from './language';

describe('pickLanguage', () => {
  it('takes ?lang= first, then the kept choice, then English', () => {
    expect(pickLanguage({ search: '?lang=ar', stored: 'en' })).toBe('ar');
    expect(pickLanguage({ search: '?x=1', stored: 'ar' })).toBe('ar');
    expect(pickLanguage({ search: '', stored: null })).toBe('en');
  });

  it('ignores a language the product does not have', () => {
    expect(pickLanguage({ search: '?lang=fr', stored: 'de' })).toBe('en');
    expect(pickLanguage({ search: '?lang=fr', stored: 'ar' })).toBe('ar');
  });
});

it('pins the digits in the locale Intl formats with', () => {
  const amount = (lng: 'en' | 'ar', digits?: 'latn' | 'arab') =>
    new Intl.NumberFormat(localeOf(lng, digits)).format(1234);
  expect(amount('en')).toBe('1,234');
  expect(amount('ar')).toMatch(/^1.234$/);
  expect(amount('ar', 'arab')).toBe('١٬٢٣٤');
});

describe('setLanguage', () => {
  afterEach(() => setLanguage('en'));

  it('turns the page right to left for Arabic, keeps the choice, and back', () => {
    setLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('lang')).toBe('ar');
    setLanguage('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('falls back to English per text when Arabic lacks one', () => {
    i18n.addResourceBundle('en', 'probe', { both: 'Both', onlyEn: 'Only English' });
    i18n.addResourceBundle('ar', 'probe', { both: 'كلاهما' });
    setLanguage('ar');
    expect(i18n.t('probe:both')).toBe('كلاهما');
    expect(i18n.t('probe:onlyEn')).toBe('Only English');
  });

  it('opens in the language the address asks for', () => {
    window.history.replaceState(null, '', '/?lang=ar');
    expect(startLanguage()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    window.history.replaceState(null, '', '/');
  });
});
