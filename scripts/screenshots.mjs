#!/usr/bin/env node
// `npm run screenshots`: builds the product, starts a fresh one, photographs every screen and modal of the applicant's
// journey, the provider's back office and the applicant's dashboard wide and on a phone, in English and in Arabic
// (tests/screenshots), and writes screenshots/index.html showing them side by side, one section per app, so anyone
// can see the whole product at a glance and compare before and after a change.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'screenshots');
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });

if (run(['scripts/build.mjs', '--all']).status !== 0) process.exit(1);
const playwright = path.join(root, 'node_modules/@playwright/test/cli.js');
const tests = run([
  playwright,
  'test',
  '-c',
  'tests/screenshots/playwright.config.ts',
  ...process.argv.slice(2),
]);

const escape = (s) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
// As tests/screenshots/screens.spec.ts names the files: an anchor for each stop.
const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
// The apps, in the order of the page; tests/screenshots/screens.spec.ts writes each one's shots, in order, into
// <folder>/<app>.json.
const apps = [
  { app: 'journey', title: 'The applicant’s journey' },
  { app: 'backoffice', title: 'The provider’s back office' },
  { app: 'dashboard', title: 'The applicant’s dashboard' },
  { app: 'outcomes', title: 'Where applicants stand' },
];
const shotsOf = (folder, app) => {
  const file = path.join(out, folder, `${app}.json`);
  return new Map(
    (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : []).map((s) => [s.name, s.file]),
  );
};
// One column per language and width, English first; tests/screenshots/screens.spec.ts names the folders.
const columns = [
  { folder: 'wide', caption: 'English, 1280 px', phone: false },
  { folder: 'phone', caption: 'English, 375 px', phone: true },
  { folder: 'wide-ar', caption: 'العربية، 1280 px', phone: false, lang: 'ar' },
  { folder: 'phone-ar', caption: 'العربية، 375 px', phone: true, lang: 'ar' },
];
const cell = (folder, file) =>
  file ? `<a href="${folder}/${file}"><img src="${folder}/${file}" loading="lazy" alt=""></a>` : '<p>—</p>';
const figure = ({ folder, caption, phone, lang, shots }, name) =>
  `  <figure${phone ? ' class="phone"' : ''}>${cell(folder, shots.get(name))}<figcaption${
    lang ? ` lang="${lang}"` : ''
  }>${escape(caption)}</figcaption></figure>`;
const sections = apps
  .map(({ app, title }) => {
    const shot = columns.map((column) => ({ ...column, shots: shotsOf(column.folder, app) }));
    const names = [...new Set(shot.flatMap((column) => [...column.shots.keys()]))];
    return { app, title, names, shot };
  })
  .filter((section) => section.names.length);
const stops = sections.reduce((sum, section) => sum + section.names.length, 0);
const contents = sections
  .map(({ app, title, names }) => `<li><a href="#${app}">${escape(title)}</a> (${names.length})</li>`)
  .join('\n');
const body = sections
  .map(
    ({ app, title, names, shot }) => `<section id="${app}"><h2>${escape(title)}</h2>
${names
  .map(
    (name) => `<section id="${app}-${slug(name)}"><h3>${escape(name)}</h3><div class="row">
${shot.map((column) => figure(column, name)).join('\n')}
</div></section>`,
  )
  .join('\n')}
</section>`,
  )
  .join('\n');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Onboarding: every screen</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; background: #f4f5f7; color: #1c2430; }
section { margin-block: 2rem; } h2 { font-size: 1.4rem; border-bottom: 1px solid #d0d4da; } h3 { font-size: 1.1rem; }
.row { display: flex; gap: 1.5rem; align-items: flex-start; flex-wrap: wrap; }
figure { margin: 0; max-width: 36rem; } figure.phone { max-width: 12rem; }
img { width: 100%; border: 1px solid #d0d4da; background: white; }
figcaption { font-size: 0.8rem; color: #555; }
</style></head><body>
<h1>Onboarding: every screen and modal</h1>
<p>${stops} stops in English and in Arabic, made ${escape(new Date().toISOString())} by <code>npm run screenshots</code>.</p>
<ul>
${contents}
</ul>
${body}
</body></html>
`,
);
console.log(`screenshots: ${path.relative(root, path.join(out, 'index.html'))} (${stops} stops)`);
process.exit(tests.status ?? 1);
