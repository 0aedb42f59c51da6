import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MESSAGES, minLengthMessage } from '../constants/messages';
import {
  currentDigits,
  formatLocale,
  i18n,
  ltrText,
  registerTranslations,
  setDigits,
  setLanguage,
  startLanguage,
  translateMessage,
  useFormatLocale,
  useTranslation,
} from './index';
import {
  acceptLanguageOf,
  digitsOfHeader,
  languageOfHeader,
  localeOf,
  pickDigits,
  pickLanguage,
} from './language';

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

describe('formatLocale', () => {
  afterEach(async () => {
    cleanup();
    setDigits('latn');
    await setLanguage('en');
    localStorage.clear();
  });

  const money = () =>
    new Intl.NumberFormat(formatLocale(), { style: 'currency', currency: 'USD' }).format(1234.5);

  it('writes Arabic with Western digits by default, and Arabic-Indic once chosen', async () => {
    expect(formatLocale()).toBe('en-US');
    expect(money()).toBe('$1,234.50');
    await setLanguage('ar');
    expect(formatLocale()).toBe('ar-u-nu-latn');
    expect(money()).toMatch(/1.234.50/);
    setDigits('arab');
    expect(formatLocale()).toBe('ar-u-nu-arab');
    expect(money()).toContain('١٬٢٣٤٫٥٠');
    expect(localStorage.getItem('digits')).toBe('arab');
    await setLanguage('en');
    expect(money()).toBe('$1,234.50');
  });

  it('re-renders what a screen formatted when the digits change', async () => {
    await setLanguage('ar');
    function Amount() {
      useTranslation();
      return <p>{new Intl.NumberFormat(formatLocale()).format(42)}</p>;
    }
    function Hooked() {
      return <p>{new Intl.NumberFormat(useFormatLocale()).format(7)}</p>;
    }
    render(
      <>
        <Amount />
        <Hooked />
      </>,
    );
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    act(() => setDigits('arab'));
    expect(screen.getByText('٤٢')).toBeInTheDocument();
    expect(screen.getByText('٧')).toBeInTheDocument();
  });

  it('writes a number a text formats itself with the chosen digits', async () => {
    registerTranslations('digits-probe', { found: '{{columns, number}} columns' });
    await setLanguage('ar');
    expect(i18n.t('digits-probe:found', { columns: 12 })).toBe('12 columns');
    setDigits('arab');
    expect(i18n.t('digits-probe:found', { columns: 12 })).toBe('١٢ columns');
  });

  it('starts with the digits the address or the kept choice asks for', async () => {
    expect(pickDigits({ search: '?digits=arab', stored: 'latn' })).toBe('arab');
    expect(pickDigits({ search: '?digits=roman', stored: 'arab' })).toBe('arab');
    expect(pickDigits({ search: '', stored: null })).toBe('latn');
    window.history.replaceState(null, '', '/?lang=ar&digits=arab');
    await startLanguage();
    expect(currentDigits()).toBe('arab');
    expect(formatLocale()).toBe('ar-u-nu-arab');
    window.history.replaceState(null, '', '/');
  });
});

describe('ltrText', () => {
  afterEach(() => setLanguage('en'));

  it('isolates a left-to-right value inside Arabic text, and leaves English as it is', async () => {
    expect(ltrText('+971 50 123 4567')).toBe('+971 50 123 4567');
    expect(ltrText('1,234.50 US$', 'ar-u-nu-latn')).toBe('\u20661,234.50 US$\u2069');
    await setLanguage('ar');
    expect(ltrText('+971 50 123 4567')).toBe('\u2066+971 50 123 4567\u2069');
  });
});

describe('setLanguage', () => {
  afterEach(async () => {
    cleanup(); // before the language changes back, so no mounted screen re-renders outside act
    await setLanguage('en');
  });

  it('turns the page right to left for Arabic, keeps the choice, and back', async () => {
    await setLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('lang')).toBe('ar');
    await setLanguage('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('loads Arabic only when asked, and falls back to English per text it lacks', async () => {
    const load = jest.fn(async () => ({ default: { both: 'كلاهما' } }));
    registerTranslations('probe', { both: 'Both', onlyEn: 'Only English' }, { ar: load });
    expect(load).not.toHaveBeenCalled();
    await setLanguage('ar');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('probe:both')).toBe('كلاهما');
    expect(i18n.t('probe:onlyEn')).toBe('Only English');
  });

  it('merges a screen’s own Arabic into its app’s namespace, before or after the switch', async () => {
    registerTranslations(
      'shared-ns',
      { app: 'App', screen: { title: 'Screen' } },
      { ar: async () => ({ app: 'التطبيق' }) },
    );
    registerTranslations(
      'shared-ns',
      { screen: { title: 'Screen' } },
      { ar: async () => ({ screen: { title: 'الشاشة' } }) },
    );
    await setLanguage('ar');
    expect(i18n.t('shared-ns:app')).toBe('التطبيق');
    expect(i18n.t('shared-ns:screen.title')).toBe('الشاشة');

    registerTranslations('shared-ns', { late: 'Late' }, { ar: async () => ({ late: 'متأخر' }) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.t('shared-ns:late')).toBe('متأخر');
    expect(i18n.t('shared-ns:app')).toBe('التطبيق');
  });

  it('renders a remote registered after the change in Arabic at once', async () => {
    await setLanguage('ar');
    registerTranslations('late', { title: 'Late remote' }, { ar: async () => ({ title: 'وحدة متأخرة' }) });
    function Late() {
      const { t } = useTranslation('late');
      return <h1>{t('title')}</h1>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Late />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'وحدة متأخرة' })).toBeInTheDocument();
    expect(screen.queryByText('Late remote')).not.toBeInTheDocument();
  });

  it('opens in the language the address asks for', async () => {
    window.history.replaceState(null, '', '/?lang=ar');
    expect(await startLanguage()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    window.history.replaceState(null, '', '/');
  });
});

describe('translateMessage', () => {
  afterEach(() => setLanguage('en'));

  it('shows a rule’s or the server’s English message in Arabic, with its number, and an unknown one as it is', async () => {
    expect(translateMessage(MESSAGES.required)).toBe('Value is required');
    await setLanguage('ar');
    expect(translateMessage(MESSAGES.required)).toBe('هذا الحقل مطلوب');
    expect(translateMessage(minLengthMessage(3))).toBe('يجب ألا يقل طول هذا الحقل عن 3 أحرف');
    expect(translateMessage('A message no one translated.')).toBe('A message no one translated.');
  });
});

it('shows a field’s validation message in Arabic once the page is', async () => {
  const { TextField } = await import('../ui/TextField');
  const { rerender } = render(<TextField label="Email" error={MESSAGES.invalidEmail} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Value is not a valid email address');
  await setLanguage('ar');
  rerender(<TextField label="Email" error={MESSAGES.invalidEmail} />);
  expect(screen.getByRole('alert')).toHaveTextContent('عنوان البريد الإلكتروني غير صالح');
  cleanup();
  await setLanguage('en');
});

it('reads the language a request asks for, by weight, English when it is none of ours', () => {
  expect(languageOfHeader('ar')).toBe('ar');
  expect(languageOfHeader('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
  expect(languageOfHeader('fr-FR,fr;q=0.9,en;q=0.5,ar;q=0.4')).toBe('en');
  expect(languageOfHeader('en;q=0.2, ar;q=0.9')).toBe('ar');
  expect(languageOfHeader('ar;q=0')).toBe('en');
  expect(languageOfHeader(undefined)).toBe('en');
  expect(languageOfHeader('*')).toBe('en');
  expect(languageOfHeader('ar-u-nu-arab')).toBe('ar');
});

it('names the page’s digits in its Accept-Language, and reads them back', () => {
  expect(acceptLanguageOf('ar', 'arab')).toBe('ar-u-nu-arab');
  expect(acceptLanguageOf('ar', 'latn')).toBe('ar');
  expect(acceptLanguageOf('en', 'arab')).toBe('en');
  expect(digitsOfHeader('ar-u-nu-arab')).toBe('arab');
  expect(digitsOfHeader('ar-SA-u-ca-islamic-nu-arab, en;q=0.5')).toBe('arab');
  expect(digitsOfHeader('ar')).toBe('latn');
  expect(digitsOfHeader('ar-u-nu-roman')).toBe('latn');
  // Only the tag the language comes from counts.
  expect(digitsOfHeader('fr-u-nu-arab, ar;q=0.5')).toBe('latn');
  expect(digitsOfHeader(undefined)).toBe('latn');
});
