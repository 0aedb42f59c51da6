import crypto from 'node:crypto';
import { offerFigures, type OfferTerms } from '@onboarding/shared/backoffice';
import PDFDocument from 'pdfkit';
import { clausesFor, type OfferClauses } from './clauses';
import { hasArabic, rtlParagraph, type RtlFonts } from './rtl';

// The offer letter (#17): a PDF made with pdfkit (maintained; pdf-lib has had no release since 2021) holding the
// terms, the schedule, the clauses in English and Arabic, the version and the case. English is set in Helvetica (a
// standard PDF font: nothing to embed, and its text can be searched and extracted); Arabic in Noto Naskh Arabic
// (SIL Open Font License, @fontsource/noto-naskh-arabic), embedded as a subset and laid out by rtl.ts.

const FONT_FILES = {
  arabic: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'),
  arabicBold: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff'),
  latin: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-latin-400-normal.woff'),
};

export interface LetterInput {
  caseId: number;
  version: number;
  applicant: { name: string; businessName: string };
  terms: OfferTerms;
  clauses: OfferClauses;
  /** When the letter is made (the final approval): printed as its date. */
  issuedOn: string;
}

/** Minor units as `USD 108,000.00`: integer arithmetic only (a division by 100 would be floating point). */
export function formatMoney(minor: number, currency: string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${currency} ${whole}.${cents}`;
}

/** Helvetica's encoding (WinAnsi) holds Latin-1 and a few signs; anything else would print as garbage. */
const latin1 = (text: string) =>
  text.replace(/[^\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u20AC]/g, '?');

const MARGIN = 56;
const TEAL = '#0f766e';
const GREY = '#4b5563';

/** The letter's bytes and digest. */
export async function offerLetter(input: LetterInput): Promise<{ pdf: Buffer; sha256: string }> {
  const { terms } = input;
  const { salePriceMinor, rate, schedule } = offerFigures(terms);
  const money = (minor: number) => formatMoney(minor, terms.currency);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Murabaha financing offer, case ${input.caseId}, version ${input.version}`,
      Author: 'Onboarding',
      Subject: 'Offer letter',
    },
    lang: 'en',
  });
  doc.info.CreationDate = new Date(`${input.issuedOn}T00:00:00Z`);
  doc.registerFont('arabic', FONT_FILES.arabic);
  doc.registerFont('arabic-bold', FONT_FILES.arabicBold);
  doc.registerFont('arabic-latin', FONT_FILES.latin);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  const fonts: RtlFonts = { arabic: 'arabic', latin: 'arabic-latin' };
  const arabic = (text: string, size = 11, bold = false) =>
    rtlParagraph(doc, text, {
      x: MARGIN,
      width,
      fontSize: size,
      fonts: bold ? { ...fonts, arabic: 'arabic-bold' } : fonts,
      top: MARGIN,
      bottom,
    });
  /** Text an applicant or a staff member wrote: in Arabic when it is, else Helvetica. */
  const written = (text: string) =>
    hasArabic(text) ? arabic(text, 10) : doc.font('Helvetica').fontSize(10).text(latin1(text), { width });
  const heading = (text: string) => {
    if (doc.y > bottom - 80) doc.addPage();
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(TEAL)
      .text(text, MARGIN)
      .fillColor('black');
    doc.moveDown(0.3);
  };

  // ---- Header -----------------------------------------------------------------------------------------------------
  doc.font('Helvetica-Bold').fontSize(18).fillColor(TEAL).text('Murabaha financing offer');
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  doc.text(`Case ${input.caseId} - offer version ${input.version} - issued ${input.issuedOn}`);
  doc.text(`Clauses version ${input.clauses.version}`).fillColor('black');
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11).text('To');
  written(input.applicant.name);
  written(input.applicant.businessName);

  // ---- Terms ------------------------------------------------------------------------------------------------------
  heading('The terms');
  const scheduleText =
    terms.schedule.type === 'equal'
      ? `${terms.tenureMonths} equal monthly instalments`
      : `A revenue-linked share: ${(terms.schedule.revenueShareBps / 100).toFixed(2)}% of each month's revenue, a fixed total of ${money(salePriceMinor)}, the balance due with the last instalment`;
  const rows: Array<[string, string]> = [
    ['Cost price', money(terms.costMinor)],
    ['Profit', money(terms.profitMinor)],
    ['Sale price (cost price + profit)', money(salePriceMinor)],
    ['Profit as a flat annual rate', `${rate.display} (profit / cost price / (tenure / 12), for disclosure)`],
    ['Tenure', `${terms.tenureMonths} months`],
    ['Schedule', scheduleText],
    ['First instalment due', terms.firstDueDate],
    ['Offer valid until', terms.validUntil],
    [
      'Charity undertaking',
      terms.charity
        ? `${money(terms.charity.donationPerLateInstalmentMinor)} per late instalment, paid to charity`
        : 'None',
    ],
  ];
  doc.font('Helvetica-Bold').fontSize(10).text('Asset or commodity bought for you');
  written(terms.asset.description);
  doc.moveDown(0.4);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, MARGIN, y, { width: 190 });
    const after = doc.y;
    doc.font('Helvetica').text(value, MARGIN + 200, y, { width: width - 200 });
    doc.y = Math.max(after, doc.y) + 3;
  }

  // ---- Schedule ---------------------------------------------------------------------------------------------------
  heading(
    terms.schedule.type === 'equal'
      ? 'The schedule'
      : 'The schedule (indicative: paid as a share of revenue)',
  );
  const columns = [MARGIN, MARGIN + 60, MARGIN + 200];
  const row = (cells: string[], bold = false) => {
    if (doc.y > bottom - 20) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i], y, i === 2 ? { width: 150, align: 'right' } : { width: 130 }),
    );
    doc.x = MARGIN;
    doc.y = y + 14;
  };
  row(['No.', 'Due date', 'Amount'], true);
  for (const instalment of schedule)
    row([String(instalment.number), instalment.dueDate, money(instalment.amountMinor)]);
  row(['', 'Total', money(schedule.reduce((sum, i) => sum + i.amountMinor, 0))], true);

  // ---- Clauses ----------------------------------------------------------------------------------------------------
  const donation = terms.charity ? money(terms.charity.donationPerLateInstalmentMinor) : null;
  const clauses = clausesFor(input.clauses, donation);
  heading('The clauses');
  clauses.forEach((clause, i) => {
    if (doc.y > bottom - 60) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .text(`${i + 1}. ${clause.title.en}`, MARGIN);
    doc.font('Helvetica').fontSize(10).text(latin1(clause.text.en), { width, align: 'justify' });
    doc.moveDown(0.5);
  });
  doc.addPage();
  arabic('البنود', 14, true);
  clauses.forEach((clause, i) => {
    arabic(`${i + 1}. ${clause.title.ar}`, 11.5, true);
    arabic(clause.text.ar, 11);
    doc.y += 4;
  });

  // ---- Acceptance -------------------------------------------------------------------------------------------------
  heading('Acceptance');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `This offer is made to the applicant of case ${input.caseId} and can be accepted on the dashboard until ${terms.validUntil}. Accepting it agrees to buy the asset above at the sale price of ${money(salePriceMinor)}, paid as scheduled. Nothing is added to the sale price for late payment.`,
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
  const pdf = await done;
  return { pdf, sha256: crypto.createHash('sha256').update(pdf).digest('hex') };
}
