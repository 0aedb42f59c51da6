import { test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { JOURNEY_TIMEOUT_MS } from '../e2e/support/journey';
import type { Language } from '../e2e/support/texts';
import { tour } from '../e2e/support/tour';

// `npm run screenshots`: every stop of the tour (tests/e2e/support/tour.ts), full page, in English into
// screenshots/<project>/NN-<name>.png and in Arabic into screenshots/<project>-ar/; scripts/screenshots.mjs then
// writes the index page.

const OUT = path.resolve(__dirname, '../../screenshots');

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The folder of a project's shots in a language: English keeps the project's name. */
const folder = (project: string, lang: Language) => (lang === 'en' ? project : `${project}-${lang}`);

for (const lang of ['en', 'ar'] as const) {
  test(`every screen and modal (${lang})`, async ({ page, browser }, info) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS * 2);
    const dir = path.join(OUT, folder(info.project.name, lang));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    let n = 0;
    const shots: { name: string; file: string }[] = [];
    await tour(
      page,
      browser,
      async (p, name) => {
        const file = `${String(++n).padStart(2, '0')}-${slug(name)}.png`;
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
      { lang },
    );
    fs.writeFileSync(path.join(dir, 'shots.json'), JSON.stringify(shots, null, 2));
  });
}
