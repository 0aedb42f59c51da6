import crypto from 'node:crypto';
import { offerFigures, type OfferStatus, type OfferTerms } from '@onboarding/shared/backoffice';
import type { Digits, Language } from '@onboarding/shared/server';
import PDFDocument from 'pdfkit';
import { basisPointsText, formatFlatRate } from '@onboarding/shared/money';
import {
  ENGLISH,
  formatAmount,
  formatBasisPoints,
  formatDay,
  formatInteger,
  intlLocale,
  type MailLocale,
} from '../mail/format';
import { clausesFor, type OfferClauses } from './clauses';
import { hasArabic, leftToRight, rtlParagraph, type RtlFonts } from './rtl';

// The offer letter: a PDF made with pdfkit (maintained; pdf-lib has had no release since 2021) holding the
// terms, the schedule, the offer's versions, the clauses in English and Arabic, the version and the case. It is
// written in the applicant's language. English is set in Helvetica (a standard PDF font: nothing to embed, and
// its text can be searched and extracted); Arabic in Noto Naskh Arabic (SIL Open Font License,
// @fontsource/noto-naskh-arabic), embedded as a subset and laid out right to left by rtl.ts, its digits and Latin
// (amounts, currency codes) in the same family's Latin subset, left to right. An Arabic letter states the clauses in
// Arabic and then, on a page of their own, in English, as an English letter does the other way round.

const FONT_FILES = {
  arabic: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'),
  arabicBold: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff'),
  latin: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-latin-700-normal.woff'),
};

/** One version of the offer as the letter lists it: numbers and dates, never who (staff are not named to applicants). */
export interface LetterVersion {
  version: number;
  status: OfferStatus;
  salePriceMinor: number;
  currency: string;
  /** YYYY-MM-DD (UTC), like every date of the letter. */
  proposedOn: string;
  approvals: number;
  requiredApprovals: number;
  /** The day of its last approval, once it had every one it needed. */
  approvedOn: string | null;
  returnedOn: string | null;
}

/** What became of the offer since it was sent, for the applicant's copy: its acceptance section says so instead. */
export type LetterOutcome =
  { kind: 'accepted'; on: string; signature: string } | { kind: 'withdrawn'; on: string };

export interface LetterInput {
  caseId: number;
  version: number;
  /** The applicant's language: the letter's. */
  language: Language;
  /** The applicant's digits, for an Arabic letter (Western when not given). */
  digits?: Digits;
  applicant: { name: string; businessName: string };
  terms: OfferTerms;
  clauses: OfferClauses;
  /** The versions the applicant was sent, and this one, oldest first: the letter says which ones it replaces. */
  versions: LetterVersion[];
  /** When the letter is made (the final approval): printed as its date. */
  issuedOn: string;
  /** Accepted or withdrawn (YYYY-MM-DD): the acceptance section says when (and by whom) instead of "until". */
  outcome?: LetterOutcome;
}

/** Helvetica's encoding (WinAnsi) holds Latin-1 and a few signs; anything else would print as garbage. */
const latin1 = (text: string) =>
  text.replace(/[^\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u20AC]/g, '?');

/** What the embedded Naskh subsets (Arabic, and Latin-1 with punctuation) can draw; anything else would be a box. */
const naskh = (text: string) =>
  text.replace(
    /[^\u0020-\u007E\u00A0-\u00FF\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u2010-\u2027\u2030-\u205E\u2066-\u2069\u20AC]/g,
    '?',
  );

const MARGIN = 56;
const TEAL = '#0f766e';
const GREY = '#4b5563';

/** How the reader writes the letter's amounts, dates, rates and counts. */
interface Formats {
  money(minor: number, currency: string): string;
  day(day: string): string;
  basisPoints(bps: number): string;
  /** The disclosed flat annual rate, in the words every app uses ("8.00% a year, flat"). */
  flatRate(bps: number): string;
  /** Counts and reference numbers (case, version, instalment). */
  integer(n: number): string;
}

/** The English letter: ISO dates, money as everywhere ("USD 108,000.00"), the rate as the contract states it. */
const ENGLISH_FORMATS: Formats = {
  money: (minor, currency) => formatAmount(minor, currency, ENGLISH),
  day: (day) => day,
  basisPoints: basisPointsText,
  flatRate: (bps) => formatFlatRate(bps, intlLocale(ENGLISH), { plain: true }),
  integer: String,
};

/** The letter's formats for `reader`: an Arabic letter writes them in Intl's Arabic, in the reader's digits. */
function formatsFor(reader: MailLocale): Formats {
  if (reader.language === 'en') return ENGLISH_FORMATS;
  return {
    money: (minor, currency) => formatAmount(minor, currency, reader),
    day: (day) => formatDay(day, reader),
    basisPoints: (bps) => formatBasisPoints(bps, reader),
    flatRate: (bps) => formatFlatRate(bps, intlLocale(reader), { plain: true }),
    integer: (n) => formatInteger(n, reader),
  };
}

/** Arabic counts agree with their noun in six forms (CLDR); the forms of "month" and of "equal monthly instalment". */
const arabicPlural = new Intl.PluralRules('ar');
const arabicCount = (n: number, num: Formats['integer'], forms: Record<Intl.LDMLPluralRule, string>) =>
  forms[arabicPlural.select(n)].replace('{n}', num(n));

const ENGLISH_WORDS = {
  title: 'Murabaha financing offer',
  metaTitle: (caseId: number, version: number) =>
    `Murabaha financing offer, case ${caseId}, version ${version}`,
  subject: 'Offer letter',
  header: (caseId: number, version: number, issued: string) =>
    `Case ${caseId} - offer version ${version} - issued ${issued}`,
  clausesVersion: (version: string) => `Clauses version ${version}`,
  to: 'To',
  terms: 'The terms',
  asset: 'Asset or commodity bought for you',
  equal: (months: number) => `${months} equal monthly instalments`,
  revenueLinked: (share: string, total: string) =>
    `A revenue-linked share: ${share} of each month's revenue, a fixed total of ${total}, the balance due with the last instalment`,
  cost: 'Cost price',
  profit: 'Profit',
  salePrice: 'Sale price (cost price + profit)',
  rate: 'Profit as a flat annual rate',
  rateValue: (rate: string) => `${rate} (profit / cost price / (tenure / 12), for disclosure)`,
  tenure: 'Tenure',
  months: (n: number) => `${n} months`,
  scheduleType: 'Schedule',
  firstDue: 'First instalment due',
  validUntil: 'Offer valid until',
  charity: 'Charity undertaking',
  charityValue: (amount: string) => `${amount} per late instalment, paid to charity`,
  none: 'None',
  schedule: 'The schedule',
  scheduleIndicative: 'The schedule (indicative: paid as a share of revenue)',
  columns: ['No.', 'Due date', 'Amount'],
  total: 'Total',
  versions: 'The versions of this offer',
  versionsIntro: (version: number, count: number) =>
    count > 1
      ? `This letter states version ${version} of the offer. It replaces the earlier versions listed here: only version ${version} can be accepted.`
      : version === 1
        ? `This letter states version ${version} of the offer, its first.`
        : `This letter states version ${version} of the offer.`,
  versionColumns: ['Version', 'Proposed', 'Approvals', 'Sale price', 'Status'],
  approvals: (n: number, required: number) => `${n} of ${required}`,
  thisLetter: (approved: string) => `Approved ${approved}: this letter`,
  returned: (on: string) => `Returned for review ${on}`,
  statuses: {
    proposed: 'Proposed',
    approved: 'Approved',
    sent: 'Sent',
    accepted: 'Accepted',
    declined: 'Declined',
    returned: 'Returned for review',
    superseded: 'Superseded',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
  },
  clauses: 'The clauses',
  acceptance: 'Acceptance',
  acceptanceText: (caseId: number, until: string, price: string) =>
    `This offer is made to the applicant of case ${caseId} and can be accepted on the dashboard until ${until}. Accepting it agrees to buy the asset above at the sale price of ${price}, paid as scheduled. Nothing is added to the sale price for late payment.`,
  acceptedText: (on: string, signature: string, price: string) =>
    `This offer was accepted on the dashboard on ${on}, signed “${signature}”: an agreement to buy the asset above at the sale price of ${price}, paid as scheduled. Nothing is added to the sale price for late payment.`,
  withdrawnText: (on: string) => `This offer was withdrawn on ${on}: it can no longer be accepted.`,
} satisfies { statuses: Record<OfferStatus, string>; columns: string[] } & Record<string, unknown>;

type Words = typeof ENGLISH_WORDS;

/** The Arabic letter's words, its numbers written with `num` (the reader's digits). */
const arabicWords = (num: Formats['integer']) =>
  ({
    title: 'عرض تمويل بالمرابحة',
    metaTitle: (caseId: number, version: number) =>
      `عرض تمويل بالمرابحة، الطلب رقم ${num(caseId)}، الإصدار ${num(version)}`,
    subject: 'خطاب العرض',
    header: (caseId: number, version: number, issued: string) =>
      `الطلب رقم ${num(caseId)} - إصدار العرض ${num(version)} - تاريخ الإصدار ${issued}`,
    clausesVersion: (version: string) => `إصدار البنود ${leftToRight(version)}`,
    to: 'إلى',
    terms: 'شروط العرض',
    asset: 'الأصل أو السلعة التي تُشترى لك',
    equal: (months: number) =>
      arabicCount(months, num, {
        zero: '{n} قسط شهري متساوٍ',
        one: 'قسط شهري واحد',
        two: 'قسطان شهريان متساويان',
        few: '{n} أقساط شهرية متساوية',
        many: '{n} قسطًا شهريًا متساويًا',
        other: '{n} قسط شهري متساوٍ',
      }),
    revenueLinked: (share: string, total: string) =>
      `حصة مرتبطة بالإيرادات: ${share} من إيرادات كل شهر، بإجمالي ثابت قدره ${total}، ويُستحق الرصيد المتبقي مع القسط الأخير`,
    cost: 'سعر التكلفة',
    profit: 'الربح',
    salePrice: 'سعر البيع (سعر التكلفة + الربح)',
    rate: 'الربح بنسبة سنوية ثابتة',
    rateValue: (rate: string) => `${rate} (الربح ÷ سعر التكلفة ÷ عدد سنوات التمويل، للإفصاح فقط)`,
    tenure: 'مدة التمويل',
    // As the dashboard counts months.
    months: (n: number) =>
      arabicCount(n, num, {
        zero: '{n} شهر',
        one: 'شهر واحد',
        two: 'شهران',
        few: '{n} أشهر',
        many: '{n} شهرًا',
        other: '{n} شهر',
      }),
    scheduleType: 'طريقة السداد',
    firstDue: 'تاريخ استحقاق القسط الأول',
    validUntil: 'العرض صالح حتى',
    charity: 'التعهد بالتبرع',
    charityValue: (amount: string) => `${amount} عن كل قسط متأخر، تُصرف لجهة خيرية`,
    none: 'لا يوجد',
    schedule: 'جدول الأقساط',
    scheduleIndicative: 'جدول الأقساط (استرشادي: يُسدَّد بحصة من الإيرادات)',
    columns: ['الرقم', 'تاريخ الاستحقاق', 'المبلغ'],
    total: 'الإجمالي',
    versions: 'إصدارات هذا العرض',
    versionsIntro: (version: number, count: number) =>
      count > 1
        ? `يتضمن هذا الخطاب الإصدار ${num(version)} من العرض، ويحلّ محلّ الإصدارات السابقة المبيّنة أدناه، ولا يمكن قبول أي إصدار سوى الإصدار ${num(version)}.`
        : version === 1
          ? `يتضمن هذا الخطاب الإصدار ${num(version)} من العرض، وهو إصداره الأول.`
          : `يتضمن هذا الخطاب الإصدار ${num(version)} من العرض.`,
    versionColumns: ['الإصدار', 'تاريخ الاقتراح', 'الموافقات', 'سعر البيع', 'الحالة'],
    approvals: (n: number, required: number) => `${num(n)} من ${num(required)}`,
    thisLetter: (approved: string) => `اعتُمد في ${approved}: هذا الخطاب`,
    returned: (on: string) => `أُعيد إلى المراجعة في ${on}`,
    statuses: {
      proposed: 'مقترح',
      approved: 'معتمد',
      sent: 'مُرسل',
      accepted: 'مقبول',
      declined: 'مرفوض',
      returned: 'أُعيد إلى المراجعة',
      superseded: 'حلّ محله إصدار لاحق',
      expired: 'انتهت صلاحيته',
      withdrawn: 'مسحوب',
    },
    clauses: 'البنود',
    acceptance: 'القبول',
    acceptanceText: (caseId: number, until: string, price: string) =>
      `يُقدَّم هذا العرض إلى مقدّم الطلب رقم ${num(caseId)}، ويمكن قبوله من لوحة المتابعة حتى نهاية يوم ${until}. ويعني قبوله الموافقة على شراء الأصل المبيّن أعلاه بسعر البيع البالغ ${price}، يُسدَّد وفق جدول الأقساط. ولا يُضاف إلى سعر البيع أي مبلغ بسبب التأخر في السداد.`,
    acceptedText: (on: string, signature: string, price: string) =>
      `قُبل هذا العرض من لوحة المتابعة في ${on}، ووقّعه مقدّم الطلب باسم «${signature}»: موافقةً على شراء الأصل المبيّن أعلاه بسعر البيع البالغ ${price}، يُسدَّد وفق جدول الأقساط. ولا يُضاف إلى سعر البيع أي مبلغ بسبب التأخر في السداد.`,
    withdrawnText: (on: string) => `سُحب هذا العرض في ${on}، ولم يعد بالإمكان قبوله.`,
  }) satisfies Words;

/** For the Arabic clauses' heading of an English letter (English readers have no digits setting). */
const WESTERN_ARABIC_WORDS = arabicWords(String);

/** The letter's bytes and digest. */
export async function offerLetter(input: LetterInput): Promise<{ pdf: Buffer; sha256: string }> {
  const { terms, language } = input;
  const rtl = language === 'ar';
  const f = formatsFor({ language, digits: input.digits });
  const w: Words = rtl ? arabicWords(f.integer) : ENGLISH_WORDS;
  const { salePriceMinor, rate, schedule } = offerFigures(terms);
  const money = (minor: number) => f.money(minor, terms.currency);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: w.metaTitle(input.caseId, input.version),
      Author: 'Onboarding',
      Subject: w.subject,
    },
    lang: language,
  });
  doc.info.CreationDate = new Date(`${input.issuedOn}T00:00:00Z`);
  doc.registerFont('arabic', FONT_FILES.arabic);
  doc.registerFont('arabic-bold', FONT_FILES.arabicBold);
  doc.registerFont('arabic-latin', FONT_FILES.latin);
  doc.registerFont('arabic-latin-bold', FONT_FILES.latinBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  const fonts: RtlFonts = { arabic: 'arabic', latin: 'arabic-latin' };
  const boldFonts: RtlFonts = { arabic: 'arabic-bold', latin: 'arabic-latin-bold' };
  /** A right-to-left paragraph in [x, x + span], from the current y. */
  const arabic = (text: string, size = 11, bold = false, x = MARGIN, span = width) =>
    rtlParagraph(doc, naskh(text), {
      x,
      width: span,
      fontSize: size,
      fonts: bold ? boldFonts : fonts,
      top: MARGIN,
      bottom,
    });
  /** A paragraph of the letter's own words, in its language. */
  const para = (text: string, opts: { size?: number; bold?: boolean; color?: string } = {}) => {
    const size = opts.size ?? 10;
    doc.fillColor(opts.color ?? 'black');
    if (rtl) arabic(text, size, opts.bold);
    else
      doc
        .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(size)
        .text(latin1(text), MARGIN, doc.y, { width });
    doc.fillColor('black');
  };
  /** Text an applicant or a staff member wrote: in Arabic when it is (or the letter is), else Helvetica. */
  const written = (text: string) =>
    rtl || hasArabic(text)
      ? arabic(text, 10)
      : doc.font('Helvetica').fontSize(10).text(latin1(text), MARGIN, doc.y, { width });
  const heading = (text: string) => {
    if (doc.y > bottom - 80) doc.addPage();
    doc.moveDown(0.8).fillColor(TEAL);
    if (rtl) arabic(text, 13, true);
    else doc.font('Helvetica-Bold').fontSize(13).text(text, MARGIN);
    doc.fillColor('black');
    doc.moveDown(0.3);
  };
  /**
   * A table row: cells at an offset from the line's start (the left margin in English, the right one in Arabic) and
   * of a width, `end` ones aligned to the cell's end in English (amounts); the row is as tall as its tallest cell,
   * `height` at least.
   */
  const row = (
    cells: Array<{ text: string; at: number; width: number; bold?: boolean; end?: boolean }>,
    opts: { size: number; gap: number; height?: number; room: number },
  ) => {
    if (doc.y > bottom - opts.room) doc.addPage();
    const y = doc.y;
    let below = y + (opts.height ?? 0);
    for (const cell of cells) {
      doc.y = y;
      if (rtl) arabic(cell.text, opts.size, cell.bold, MARGIN + width - cell.at - cell.width, cell.width);
      else
        doc
          .font(cell.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(opts.size)
          .text(latin1(cell.text), MARGIN + cell.at, y, {
            width: cell.width,
            ...(cell.end ? { align: 'right' as const } : {}),
          });
      below = Math.max(below, doc.y + opts.gap);
    }
    doc.x = MARGIN;
    doc.y = below;
  };

  // ---- Header -----------------------------------------------------------------------------------------------------
  para(w.title, { size: 18, bold: true, color: TEAL });
  para(w.header(input.caseId, input.version, f.day(input.issuedOn)), { color: GREY });
  para(w.clausesVersion(input.clauses.version), { color: GREY });
  doc.moveDown();
  para(w.to, { size: 11, bold: true });
  written(input.applicant.name);
  written(input.applicant.businessName);

  // ---- Terms ------------------------------------------------------------------------------------------------------
  heading(w.terms);
  const scheduleText =
    terms.schedule.type === 'equal'
      ? w.equal(terms.tenureMonths)
      : w.revenueLinked(f.basisPoints(terms.schedule.revenueShareBps), money(salePriceMinor));
  const rows: Array<[string, string]> = [
    [w.cost, money(terms.costMinor)],
    [w.profit, money(terms.profitMinor)],
    [w.salePrice, money(salePriceMinor)],
    [w.rate, w.rateValue(f.flatRate(rate.basisPoints))],
    [w.tenure, w.months(terms.tenureMonths)],
    [w.scheduleType, scheduleText],
    [w.firstDue, f.day(terms.firstDueDate)],
    [w.validUntil, f.day(terms.validUntil)],
    [w.charity, terms.charity ? w.charityValue(money(terms.charity.donationPerLateInstalmentMinor)) : w.none],
  ];
  para(w.asset, { bold: true });
  written(terms.asset.description);
  doc.moveDown(0.4);
  for (const [label, value] of rows)
    row(
      [
        { text: label, at: 0, width: 190, bold: true },
        { text: value, at: 200, width: width - 200 },
      ],
      { size: 10, gap: 3, room: 40 },
    );

  // ---- Schedule ---------------------------------------------------------------------------------------------------
  heading(terms.schedule.type === 'equal' ? w.schedule : w.scheduleIndicative);
  const line = (cells: string[], bold = false) =>
    row(
      [
        { text: cells[0], at: 0, width: 50, bold },
        { text: cells[1], at: 60, width: 130, bold },
        { text: cells[2], at: 200, width: 150, bold, end: true },
      ],
      { size: 9.5, gap: 0, height: 14, room: 20 },
    );
  line(w.columns, true);
  for (const instalment of schedule)
    line([f.integer(instalment.number), f.day(instalment.dueDate), money(instalment.amountMinor)]);
  line(['', w.total, money(schedule.reduce((sum, i) => sum + i.amountMinor, 0))], true);

  // ---- Versions ---------------------------------------------------------------------------------------------------
  heading(w.versions);
  para(w.versionsIntro(input.version, input.versions.length));
  doc.moveDown(0.4);
  const versionLine = (cells: string[], bold = false) =>
    row(
      [
        { text: cells[0], at: 0, width: 45, bold },
        { text: cells[1], at: 50, width: 85, bold },
        { text: cells[2], at: 140, width: 70, bold },
        { text: cells[3], at: 215, width: 110, bold },
        { text: cells[4], at: 330, width: width - 330, bold },
      ],
      { size: 9.5, gap: 3, room: 30 },
    );
  versionLine(w.versionColumns, true);
  for (const v of input.versions) {
    const status =
      v.version === input.version
        ? w.thisLetter(f.day(v.approvedOn ?? input.issuedOn))
        : v.returnedOn
          ? w.returned(f.day(v.returnedOn))
          : w.statuses[v.status];
    versionLine([
      f.integer(v.version),
      f.day(v.proposedOn),
      w.approvals(v.approvals, v.requiredApprovals),
      f.money(v.salePriceMinor, v.currency),
      status,
    ]);
  }

  // ---- Clauses ----------------------------------------------------------------------------------------------------
  const donation = terms.charity
    ? {
        en: ENGLISH_FORMATS.money(terms.charity.donationPerLateInstalmentMinor, terms.currency),
        ar: (rtl ? f : formatsFor({ language: 'ar' })).money(
          terms.charity.donationPerLateInstalmentMinor,
          terms.currency,
        ),
      }
    : null;
  const clauses = clausesFor(input.clauses, donation);
  const englishClauses = () =>
    clauses.forEach((clause, i) => {
      if (doc.y > bottom - 60) doc.addPage();
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .text(`${i + 1}. ${clause.title.en}`, MARGIN);
      doc.font('Helvetica').fontSize(10).text(latin1(clause.text.en), { width, align: 'justify' });
      doc.moveDown(0.5);
    });
  const arabicClauses = () =>
    clauses.forEach((clause, i) => {
      arabic(`${f.integer(i + 1)}. ${clause.title.ar}`, 11.5, true);
      arabic(clause.text.ar, 11);
      doc.y += 4;
    });
  if (rtl) {
    heading(w.clauses);
    arabicClauses();
    // The clauses in English too, as the English letter states them in Arabic.
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text(ENGLISH_WORDS.clauses, MARGIN);
    doc.moveDown(0.3);
    englishClauses();
  } else {
    heading(w.clauses);
    englishClauses();
    doc.addPage();
    arabic(WESTERN_ARABIC_WORDS.clauses, 14, true);
    arabicClauses();
  }

  // ---- Acceptance -------------------------------------------------------------------------------------------------
  heading(w.acceptance);
  const { outcome } = input;
  para(
    outcome?.kind === 'accepted'
      ? w.acceptedText(f.day(outcome.on), outcome.signature, money(salePriceMinor))
      : outcome?.kind === 'withdrawn'
        ? w.withdrawnText(f.day(outcome.on))
        : w.acceptanceText(input.caseId, f.day(terms.validUntil), money(salePriceMinor)),
  );
  doc.end();
  const pdf = await done;
  return { pdf, sha256: crypto.createHash('sha256').update(pdf).digest('hex') };
}
