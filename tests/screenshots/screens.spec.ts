import { test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { newApplicant } from '../e2e/support/applicant';
import { walkBackoffice } from '../e2e/support/backoffice-walk';
import { walkDashboard } from '../e2e/support/dashboard-walk';
import { JOURNEY_TIMEOUT_MS } from '../e2e/support/journey';
import { walkOutcomes } from '../e2e/support/outcome-walk';
import { bootstrapAdmin, bootstrapStaff } from '../e2e/support/staff-accounts';
import type { Language } from '../e2e/support/texts';
import { tour } from '../e2e/support/tour';

// `npm run screenshots`: every screen of the product, full page, in English into screenshots/<project>/ and in Arabic
// into screenshots/<project>-ar/, as <app>-<stop>.png: the applicant's journey (the tour of tests/e2e/support/tour.ts),
// the provider's back office (support/backoffice-walk.ts), the applicant's dashboard (support/dashboard-walk.ts) and
// where applicants stand (support/outcome-walk.ts), each listed in order in <app>.json. scripts/screenshots.mjs then writes the index page. The staff are invited when
// the product starts (playwright.config.ts here, support/staff-accounts.ts).

const OUT = path.resolve(__dirname, '../../screenshots');

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The folder of a project's shots in a language: English keeps the project's name. */
const folder = (project: string, lang: Language) => (lang === 'en' ? project : `${project}-${lang}`);

/**
 * The businesses the reviewer searches for in the queue: one per project and language, so that each search finds one
 * case on a run's shared product.
 */
const BACKOFFICE_BUSINESSES: Record<string, Record<Language, string>> = {
  wide: { en: 'Oasis Bakeries', ar: 'Cedar Logistics' },
  phone: { en: 'Harbour Print Works', ar: 'Saffron Foods' },
};

/** The apps (scripts/screenshots.mjs lists them in the index): each test photographs one in one language. */
type App = 'journey' | 'backoffice' | 'dashboard' | 'outcomes';

/**
 * A camera for `app`'s stops in the current project and `lang`: its shots replace that app's earlier ones (the other
 * apps' stay); `done` writes their list.
 */
function camera(app: App, lang: Language) {
  const info = test.info();
  const dir = path.join(OUT, folder(info.project.name, lang));
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(dir))
    if (file.startsWith(`${app}-`) || file === `${app}.json`) fs.rmSync(path.join(dir, file));
  const shots: { name: string; file: string }[] = [];
  return {
    shoot: async (p: Page, name: string) => {
      const taken = shots.filter((s) => s.name === name).length;
      const file = `${app}-${slug(name)}${taken ? `-${taken + 1}` : ''}.png`;
      // From the top, so that the sticky navbar and panel sit where a person sees them first; still pictures, with
      // no caret blink or running transition in the shot.
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.screenshot({
        path: path.join(dir, file),
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
      shots.push({ name, file });
    },
    done: () => fs.writeFileSync(path.join(dir, `${app}.json`), JSON.stringify(shots, null, 2)),
  };
}

for (const lang of ['en', 'ar'] as const) {
  test(`journey: every screen and modal (${lang})`, async ({ page, browser }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS * 2);
    const { shoot, done } = camera('journey', lang);
    await tour(page, browser, shoot, { lang });
    done();
  });

  test(`backoffice: every screen (${lang})`, async ({ page, browser, request }, info) => {
    test.setTimeout(300_000);
    const { shoot, done } = camera('backoffice', lang);
    const attempt = `${info.project.name}-${lang}-${Date.now().toString(36)}`;
    await walkBackoffice(page, browser, request, {
      lang,
      applicant: newApplicant({ name: lang === 'ar' ? 'سارة المنصور' : 'Sarah Mansour' }),
      businessName: BACKOFFICE_BUSINESSES[info.project.name]![lang],
      adminEmail: bootstrapAdmin(`screens-backoffice-${lang}`, info.project.name, info.retry),
      reviewerEmail: `screens-reviewer-${attempt}@provider.example`,
      visit: (p, name) => shoot(p, name),
    });
    done();
  });

  test(`dashboard: every screen (${lang})`, async ({ page, browser, request }, info) => {
    test.setTimeout(300_000);
    const { shoot, done } = camera('dashboard', lang);
    const spec = `screens-dashboard-${lang}` as const;
    await walkDashboard(page, browser, request, {
      lang,
      applicant: newApplicant({ name: lang === 'ar' ? 'سارة المنصور' : 'Sarah Mansour' }),
      businessName: 'Palm Kitchens',
      makerEmail: bootstrapStaff(spec, 'maker', info.project.name, info.retry),
      checkerEmail: bootstrapStaff(spec, 'checker', info.project.name, info.retry),
      visit: shoot,
    });
    done();
  });

  test(`outcomes: where applicants stand (${lang})`, async ({ page, browser, request }, info) => {
    test.setTimeout(300_000);
    const { shoot, done } = camera('outcomes', lang);
    const attempt = `${info.project.name}-${lang}-${Date.now().toString(36)}`;
    await walkOutcomes(page, browser, request, {
      lang,
      declinedName: `Juniper Games ${attempt}`,
      submittedName: `Lantern Software ${attempt}`,
      unsubmittedName: `Cedar Studios ${attempt}`,
      reviewerEmail: bootstrapStaff(`screens-outcomes-${lang}`, 'maker', info.project.name, info.retry),
      visit: (p, name) => shoot(p, name),
    });
    done();
  });
}
