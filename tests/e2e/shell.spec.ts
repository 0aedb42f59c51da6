import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { forgedToken, registerApplicant, seedSessionToken, solveCaptchaWidget, storedToken } from './support';

// The shell: welcome screen, layout (panel or navbar), help form, session token on load, 401 handling.

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** The journey panel: beside the step on wide screens, behind the navbar toggle at 768 px or less. */
async function openJourneyPanel(page: Page) {
  if (isNarrow(page)) {
    const toggle = page.getByRole('button', { name: 'Onboarding Journey' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByText('Follow these steps to secure your funding.');
}

test.describe('welcome screen', () => {
  test("greets the visitor and LET'S START opens the registration", async ({ page }) => {
    await page.goto('/');
    const greeting = page.getByRole('heading', { level: 1 });
    if (isNarrow(page)) {
      await expect(greeting).toHaveText('Welcome!');
    } else {
      await expect(greeting).toHaveText('Welcome to Onboarding! 🎉');
    }
    await expect(page.getByText('Funding your growth is only a few steps away.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Onboarding' })).toBeVisible();

    await page.getByRole('button', { name: "LET'S START" }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The eligibility remote is loaded and shows the registration step.
    await expect(page.getByRole('main').getByRole('heading', { name: 'Eligibility Check' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("an unknown address shows NOT FOUND in the screens' card, with the way home", async ({ page }) => {
    await page.goto('/no-such-page');
    const heading = page.getByRole('heading', { name: 'NOT FOUND' });
    await expect(heading).toBeVisible();
    // The same card as every screen: a surface of its own, not text on the page's background.
    const card = page.locator('section', { has: heading });
    const look = await card.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, shadow: style.boxShadow };
    });
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.shadow).not.toBe('none');
    await card.getByRole('link', { name: 'Go to homepage' }).click();
    await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
  });
});

test.describe('production files', () => {
  test('serve no source maps and name none (finding #14.10)', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body).not.toContain('sourceMappingURL');
      const map = new URL(url);
      map.pathname += '.map';
      map.search = '';
      expect((await request.get(map.href)).status()).toBe(404);
    }
  });
});

test.describe('layout', () => {
  test('the journey panel sits beside the step on wide screens, behind a navbar toggle on narrow ones', async ({
    page,
  }) => {
    await page.goto('/');
    const subtitle = page.getByText('Follow these steps to secure your funding.');
    if (isNarrow(page)) {
      const toggle = page.getByRole('button', { name: 'Onboarding Journey' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(subtitle).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(subtitle).toBeVisible();
      await toggle.click();
      await expect(subtitle).toBeHidden();
    } else {
      await expect(page.getByRole('heading', { name: 'Onboarding Journey' })).toBeVisible();
      await expect(subtitle).toBeVisible();
      await expect(page.getByRole('button', { name: 'Onboarding Journey' })).toHaveCount(0);
      // Beside, not above: the panel and the step share the first row of the page.
      const panel = await page.getByRole('complementary').boundingBox();
      const main = await page.getByRole('main').boundingBox();
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(main!.x + 1);

      // On a page taller than the window the panel's background still runs its whole height, and what it holds
      // stays in view while the page scrolls.
      await page.setViewportSize({ width: 1280, height: 360 });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Sign in to your dashboard' })).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeGreaterThan(360);
      const aside = await page.getByRole('complementary').boundingBox();
      expect(aside!.y).toBeLessThanOrEqual(0);
      expect(aside!.y + aside!.height).toBeGreaterThanOrEqual(height - 1);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('heading', { name: 'Onboarding Journey' })).toBeInViewport();
    }
  });

  test('the four steps open to say what they need, each with its status', async ({ page }) => {
    await page.goto('/');
    await openJourneyPanel(page);
    for (const step of ['Eligibility Check', 'Upload Your Documents', 'Connect Your Systems', 'Get Funded']) {
      await expect(page.getByRole('img', { name: `${step}: not completed yet` })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Upload Your Documents' }).click();
    await expect(page.getByText('Cap table.')).toBeVisible();
    await page.getByRole('button', { name: 'Get Funded' }).click();
    await expect(
      page.getByText('Receive a shariah-compliant financing offer once all steps are complete.'),
    ).toBeVisible();
  });
});

test.describe('help form', () => {
  test('validates its fields, asks for the captcha, then sends the request', async ({ page }) => {
    test.slow(); // the captcha's proof of work
    await page.goto('/');
    await openJourneyPanel(page);
    // A link (not a button) that toggles the form in place, from the keyboard too.
    const helpLink = page.getByRole('link', { name: "We're here if you need help!" });
    await expect(helpLink).toHaveAttribute('aria-expanded', 'false');
    await helpLink.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Help request' });
    await expect(form).toBeVisible();
    await expect(helpLink).toHaveAttribute('aria-expanded', 'true');
    await expect(page).not.toHaveURL(/#/);
    await helpLink.click();
    await expect(form).toBeHidden();
    await expect(helpLink).toHaveAttribute('aria-expanded', 'false');
    await helpLink.click();
    await expect(form).toBeVisible();

    const submit = form.getByRole('button', { name: 'SUBMIT' });
    const email = form.getByLabel('Email');
    const notes = form.getByLabel('Notes');
    await expect(submit).toBeDisabled();
    await expect(form.locator('altcha-widget')).toHaveCount(0);

    await email.fill('not-an-email');
    await email.blur();
    await expect(form.getByText('Value is not a valid email address')).toBeVisible();
    await email.fill('amina.help@example.com');

    await notes.fill('ab');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByText('This field should be at least 3 characters long')).toBeVisible();
    await notes.fill('x'.repeat(201));
    await expect(form.getByText('The maximum length allowed is 200')).toBeVisible();
    await notes.fill('');
    await expect(form.getByText('Value is required')).toBeVisible();
    await expect(submit).toBeDisabled();

    await notes.fill('Please call me about the documents step.');
    await expect(form.locator('altcha-widget')).toBeVisible();
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please complete the reCAPTCHA challenge' }),
    ).toBeVisible();

    await solveCaptchaWidget(form);
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your message has been received!' }),
    ).toBeVisible();
    await expect(form).toBeHidden();
    await page.getByRole('link', { name: "We're here if you need help!" }).click();
    await expect(page.getByRole('form', { name: 'Help request' }).getByLabel('Notes')).toHaveValue('');
  });
});

test.describe('session on load', () => {
  test('a token in the address bar is kept as the session token and taken out of the address', async ({
    page,
    request,
  }) => {
    const { url, token } = await registerApplicant(request);
    await page.goto(url);
    // check-user with that token puts the verified applicant on step one of the eligibility check.
    await expect(page).toHaveURL(/\/eligible-check$/);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(await storedToken(page)).toBe(token);
  });

  test('an expired token counts as none: no status check, back to /', async ({ page }) => {
    const checks: string[] = [];
    page.on('request', (req) => req.url().includes('/check-user') && checks.push(req.url()));
    await seedSessionToken(page, forgedToken({ expiresInSeconds: -60 }));
    await page.goto('/eligible-check');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
    expect(checks).toEqual([]);
  });

  test('a token the server refuses (401) is cleared and the applicant goes to /', async ({ page }) => {
    await seedSessionToken(page, forgedToken());
    const status = page.waitForResponse((res) => res.url().includes('/api/onboarding/check-user'));
    await page.goto('/accounting');
    expect((await status).status()).toBe(401);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a token without a readable exp is left to the server: its 401 clears it and the applicant goes to /', async ({
    page,
  }) => {
    await seedSessionToken(page, 'not-a-jwt');
    const status = page.waitForResponse((res) => res.url().includes('/api/onboarding/check-user'));
    await page.goto('/eligible-check');
    expect((await status).status()).toBe(401);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('without a token a step screen sends the visitor to /', async ({ page }) => {
    await page.goto('/subscriptions/file');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('the welcome screen, the journey panel and the help form have no serious or critical axe violation', async ({
    page,
  }) => {
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

    await page.goto('/');
    await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
    expect(await serious()).toEqual([]);

    await openJourneyPanel(page);
    await page.getByRole('button', { name: 'Eligibility Check' }).click();
    await page.getByRole('link', { name: "We're here if you need help!" }).click();
    await expect(page.getByRole('form', { name: 'Help request' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});

test.describe('keyboard on a phone', () => {
  test('focus never hides under the sticky navbar, from the first field to the last (#15.15)', async ({
    page,
    request,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) > 768, 'the navbar sticks to the top at 768 px or less');
    const { token } = await registerApplicant(request);
    await seedSessionToken(page, token);
    await page.goto('/eligible-check');
    await expect(page.getByRole('main').getByLabel('Business name')).toBeVisible();
    const hidden: string[] = [];
    for (let press = 0; press < 30; press++) {
      await page.keyboard.press('Tab');
      // What a sighted keyboard user sees at the middle of the focused element: the element itself, or whatever
      // covers it (the sticky navbar).
      const covered = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!top || el.contains(top) || top.contains(el)) return null;
        return `${el.getAttribute('aria-label') || el.id || el.textContent?.trim() || el.tagName} under ${top.tagName}`;
      });
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
  });
});
