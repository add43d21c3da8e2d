import { expect, type Page } from '@playwright/test';

/**
 * Opens the send-to-a-friend dialog by its button. A click that lands before the page has hydrated
 * does nothing (the button has no handler yet, as for any visitor that fast), so it is pressed again
 * until the dialog shows.
 */
export async function openSendToFriend(page: Page, buttonName: string, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: buttonName }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}
