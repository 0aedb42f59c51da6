import { collectTexts, untranslatedRuns } from './untranslated';

// The Arabic tour's detector (tests/e2e/tour-ar.spec.ts): what it must catch, and what it must leave alone.

function screen(html: string): string[] {
  document.documentElement.lang = 'ar';
  document.documentElement.dir = 'rtl';
  document.title = 'رحلة Onboarding';
  document.body.innerHTML = html;
  return untranslatedRuns(collectTexts(document), { data: ['Noor Labs', 'Cap table.pdf'] });
}

it('reports an English sentence, in a text and in an accessible name', () => {
  expect(
    screen(`<main>
      <h1>تحقَّق من بريدك الإلكتروني!</h1>
      <p>Please check your email to move forward.</p>
      <button aria-label="Close dialog">×</button>
      <input placeholder="Enter a phone number">
      <img src="logo.svg" alt="Logo of the product">
    </main>`),
  ).toEqual([
    'p: "Please check your email to move forward" in "Please check your email to move forward."',
    'button aria-label: "Close dialog" in "Close dialog"',
    'input placeholder: "Enter a phone number" in "Enter a phone number"',
    'img alt: "Logo of the product" in "Logo of the product"',
  ]);
});

it('reports English words left inside an Arabic sentence, each run on its own', () => {
  expect(screen('<p>ارفع ملف Transaction file ثم اضغط UPLOAD.</p>')).toEqual([
    'p: "Transaction file" in "ارفع ملف Transaction file ثم اضغط UPLOAD."',
    'p: "UPLOAD" in "ارفع ملف Transaction file ثم اضغط UPLOAD."',
  ]);
});

it('reads the options of a list, not only the chosen one', () => {
  expect(
    screen('<label>العمود<select><option>اختر عمودًا</option><option>Not used</option></select></label>'),
  ).toEqual(['option: "Not used" in "Not used"']);
});

it('leaves proper names, formats, addresses, file names, numbers, currency codes and typed data alone', () => {
  expect(
    screen(`<main>
      <h1>اربط حسابك في Stripe أو PayPal أو Tap</h1>
      <p>اربط نظامك المحاسبي (Xero أو QuickBooks أو Zoho Books أو Sage) أو ارفع ملف CSV أو PDF.</p>
      <p>الملف المحدد: accounts_2024.xlsx، ثم: Cap table.pdf</p>
      <p>أرسلنا رسالة إلى e2e-abc@example.com، وموقعك https://noorlabs.io أو noorlabs.io</p>
      <p>أنت مؤهل لتمويل يصل إلى 148,000 USD</p>
      <p>مرحبًا Noor Labs! الرمز INV-0001 والمفتاح sk_live_abc</p>
      <p>ملف Excel (‎.xlsx أو ‎.xls)</p>
      <span>https://</span><span>US</span><input aria-label="الهاتف">
    </main>`),
  ).toEqual([]);
});

it('takes a code standing alone for a country only when it is one', () => {
  expect(screen('<p>الدولة</p><span>AE</span><button>OK</button>')).toEqual(['button: "OK" in "OK"']);
});

it('leaves alone what is marked left to right or English, and what is not shown', () => {
  expect(
    screen(`<main>
      <p>رقم الهاتف: <span dir="ltr">Call +1 415 555 2671</span></p>
      <p>المبلغ: \u2066148,000 US$\u2069 فقط</p>
      <div dir="ltr"><p>Any English at all</p><p dir="rtl">But this again</p></div>
      <button lang="en">English</button>
      <div style="display: none">Hidden until opened</div>
      <div hidden>Not shown</div>
      <script>const English = true;</script>
    </main>`),
  ).toEqual(['p: "But this again" in "But this again"']);
});

it('reads the page title', () => {
  document.body.innerHTML = '<p>مرحبًا</p>';
  document.title = 'Onboarding: Welcome';
  expect(untranslatedRuns(collectTexts(document))).toEqual(['title: "Welcome" in "Onboarding: Welcome"']);
});
