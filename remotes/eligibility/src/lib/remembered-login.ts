import { tabItem, type TabStorage } from '@onboarding/shared';
import type { LoginData } from '@onboarding/shared/schemas';

/** What the applicant types on the registration form before the captcha. */
export type LoginFields = Pick<LoginData, 'name' | 'email' | 'phone_number'>;

// What /email-check needs to resend the link after a reload, when the client state is gone: the login fields the
// applicant typed (resend_email asks for them). Never the captcha answer or the email-action token. The tab's session
// storage: it goes with the tab, as the session token does.
const KEY = 'eligibility.loginFields';

// Full or disabled storage (state/tab-item.ts): Resend then works until the page is reloaded.
export function rememberLoginFields({ name, email, phone_number }: LoginFields, storage?: TabStorage): void {
  tabItem(KEY, storage).set(JSON.stringify({ name, email, phone_number } satisfies LoginFields));
}

export function rememberedLoginFields(storage?: TabStorage): LoginFields | null {
  try {
    const parsed: unknown = JSON.parse(tabItem(KEY, storage).get() ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { name, email, phone_number } = parsed as Record<string, unknown>;
    if (typeof name !== 'string' || typeof email !== 'string' || typeof phone_number !== 'string')
      return null;
    return { name, email, phone_number };
  } catch {
    return null;
  }
}
