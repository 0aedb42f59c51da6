import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../../playwright.config';

// The end-to-end configuration (the product started by `node scripts/start.mjs --fresh`, wide and phone projects),
// running only the screenshot tour. `npm run screenshots` runs it through scripts/screenshots.mjs.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screens.spec.ts',
  outputDir: '../../test-results/screenshots',
  retries: 0,
  workers: 1,
  reporter: 'list',
  // The product starts from the project's root, as under the end-to-end configuration.
  webServer:
    base.webServer && !Array.isArray(base.webServer)
      ? { ...base.webServer, cwd: path.resolve(__dirname, '../..') }
      : base.webServer,
  projects: base.projects?.map((project) =>
    project.name === 'narrow' ? { ...project, name: 'phone' } : project,
  ),
});
