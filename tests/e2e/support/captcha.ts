import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Solves the ALTCHA widget shown in `scope` the way a person does: ticks its checkbox and waits until the proof of
 * work is done and the widget says verified.
 */
export async function solveCaptchaWidget(scope: Page | Locator): Promise<void> {
  const widget = scope.locator('altcha-widget');
  // The widget draws its own switch over the checkbox: click it where a person does, on its label.
  await widget.getByText("I'm not a robot").click();
  // A proof of work: seconds on an idle machine, much longer on a loaded one.
  await expect(widget.locator('[data-state="verified"]')).toBeAttached({ timeout: 120_000 });
}
