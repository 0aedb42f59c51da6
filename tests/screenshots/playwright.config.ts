import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../../playwright.config';
import {
  bootstrapInvites,
  SCREENSHOT_ADMIN_SPECS,
  SCREENSHOT_STAFF_SPECS,
} from '../e2e/support/staff-accounts';

// The end-to-end configuration (the product started by `node scripts/start.mjs --fresh`, wide and phone projects),
// running only the screenshots. `npm run screenshots` runs it through scripts/screenshots.mjs.
const projects = base.projects?.map((project) =>
  project.name === 'narrow' ? { ...project, name: 'phone' } : project,
);
const retries = 0;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screens.spec.ts',
  outputDir: '../../test-results/screenshots',
  retries,
  workers: 1,
  reporter: 'list',
  // The product starts from the project's root, as under the end-to-end configuration, with the staff of the
  // screenshots' back-office and dashboard walks invited by the staff CLI before it opens (support/staff-accounts.ts).
  webServer:
    base.webServer && !Array.isArray(base.webServer)
      ? {
          ...base.webServer,
          cwd: path.resolve(__dirname, '../..'),
          command: [
            'node scripts/start.mjs --fresh',
            ...bootstrapInvites(
              (projects ?? []).map((project) => project.name!),
              retries,
              { admins: SCREENSHOT_ADMIN_SPECS, staff: SCREENSHOT_STAFF_SPECS },
            ),
          ].join(' '),
        }
      : base.webServer,
  projects,
});
