import { devices } from '@playwright/test';

// The browser every Playwright config drives: Debian's Chromium (never a downloaded one), without the background
// connections this machine's closed network refuses.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The `use` options of a Playwright project in that browser. */
export const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions };
