import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { messagesTo, type OutboxMessage } from './outbox';
import { basePort } from './processes';
import { say, type Language } from './texts';

// The back office's staff in the browser: the origin `npm start` serves it on (PORT+7), enrolment from a mailed
// link with the authenticator's code computed from the secret shown as text (nothing can scan the QR code here),
// sign-in, and invitations from the team page; in English unless a language is given (the Arabic specs name the
// same fields by their Arabic, support/texts.ts).

export const backofficeUrl = () => `http://localhost:${basePort() + 7}`;

/** Every staff member's password in these tests: long, and not a common one. */
export const STAFF_PASSWORD = 'a long enough sentence for the back office';

export interface StaffMember {
  email: string;
  secret: string;
}

// The server accepts each 30-second step once per account (and one step either side): the last step used per secret,
// so that a second code within the same half minute is the next step's.
const lastStep = new Map<string, number>();

/** A TOTP code of `secret` the server has not seen yet (this step's, or the next after one already used). */
export function nextCode(secret: string): string {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStep.get(secret) ?? -Infinity) + 1);
  lastStep.set(secret, step);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * 30_000,
  });
}

export function staffMail(email: string): OutboxMessage[] {
  return messagesTo(email);
}

/** The enrolment link of the newest invitation mailed to `email`. */
export async function enrolmentLink(email: string): Promise<string> {
  await expect
    .poll(() => staffMail(email).length, { message: `an invitation to ${email}` })
    .toBeGreaterThan(0);
  const link = staffMail(email)
    .at(-1)!
    .links.find((l) => l.includes('/enrol#token='));
  if (!link) throw new Error(`no enrolment link in the mail to ${email}`);
  return link;
}

/**
 * Follows the invitation mailed to `email`, sets the password and the authenticator; ends on the sign-in page.
 * `visit` is called on the enrolment page before it is filled (the Arabic spec scans it there).
 */
export async function enrol(
  page: Page,
  email: string,
  { lang = 'en', visit }: { lang?: Language; visit?: (page: Page) => Promise<void> } = {},
): Promise<StaffMember> {
  const t = (english: string) => say(lang, 'backoffice.enrol', english);
  const link = await enrolmentLink(email);
  // The token is in the fragment: `?lang=` goes before it.
  await page.goto(lang === 'en' ? link : link.replace('/enrol#', `/enrol?lang=${lang}#`));
  await expect(page.getByRole('heading', { name: t('Set up your account') })).toBeVisible();
  const secret = (await page.getByTestId('enrol-secret').textContent())!.trim();
  await visit?.(page);
  await page.getByLabel(t('New password')).fill(STAFF_PASSWORD);
  await page.getByLabel(t('Confirm the password')).fill(STAFF_PASSWORD);
  await page.getByLabel(t('Authentication code')).fill(nextCode(secret));
  await page.getByRole('button', { name: t('Finish enrolment') }).click();
  await expect(page).toHaveURL(new RegExp(`^${backofficeUrl()}/sign-in`));
  await expect(
    page.getByText(say(lang, 'backoffice.signIn', 'Your account is ready. Please sign in.')),
  ).toBeVisible();
  return { email, secret };
}

/** Signs in on the sign-in page (already open) with the three factors. */
export async function signIn(page: Page, member: StaffMember, lang: Language = 'en'): Promise<void> {
  const t = (english: string) => say(lang, 'backoffice.signIn', english);
  await page.getByLabel(t('Email')).fill(member.email);
  await page.getByLabel(t('Password'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel(t('Authentication code')).fill(nextCode(member.secret));
  await page.getByRole('button', { name: t('Sign in'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

/** On the team page (an admin): invites `email` as `role` and waits for the mail. */
export async function invite(page: Page, email: string, role: 'reviewer' | 'approver' | 'admin') {
  const before = staffMail(email).length;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect.poll(() => staffMail(email).length).toBe(before + 1);
}

/** A calendar date `days` from today (UTC), as the offer's dates are written. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The case of `businessName` in the queue, as `page`'s staff member reads it. */
export async function caseIdOf(page: Page, businessName: string): Promise<number> {
  const res = await page.request.get(`${backofficeUrl()}/api/backoffice/cases`, {
    params: { q: businessName },
  });
  expect(res.ok()).toBe(true);
  const { cases } = (await res.json()) as { cases: { id: number; businessName: string }[] };
  return cases.find((c) => c.businessName === businessName)!.id;
}

/** Opens the case page and waits until every section has loaded (the offer's included). */
export async function openCase(page: Page, caseId: number, businessName: string) {
  await page.goto(`${backofficeUrl()}/cases/${caseId}`);
  await expect(page.getByRole('heading', { name: businessName, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offer', level: 2 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
