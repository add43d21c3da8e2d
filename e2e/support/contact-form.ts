import { expect, type Page } from '@playwright/test';

/**
 * The contact form named `formName`, scrolled to first: the form loads as the visitor comes near it,
 * a stand-in holding its place until then.
 */
export async function contactForm(page: Page, formName: string) {
  await page.evaluate(() => document.querySelector('form[data-stand-in]')?.scrollIntoView());
  return page.getByRole('form', { name: formName });
}

/** Fills the contact form named `formName` (in Dutch or French) with a question and the consent. */
export async function fillContactForm(page: Page, formName: string, privacy: RegExp) {
  const form = await contactForm(page, formName);
  await form.getByRole('textbox', { name: /^(Naam|Nom)$/ }).fill('An Peeters');
  await form.getByRole('textbox', { name: /^(E-mailadres|Adresse e-mail)$/ }).fill('an@example.be');
  await form
    .getByRole('textbox', { name: /^(Uw bericht|Votre message)$/ })
    .fill('Is dit pand nog beschikbaar?');
  await form.getByRole('checkbox', { name: privacy }).check();
  return form;
}

/** The names of the "more info" button and of its modal, in Dutch unless a test says otherwise. */
export type ExtraInfoNames = { button: string; dialog: string };

const dutchExtraInfo: ExtraInfoNames = {
  button: 'Meer info aanvragen',
  dialog: 'Meer informatie over dit pand',
};

/**
 * Opens the extra-info modal from its "more info" button. The modal loads as the visitor comes near;
 * a click in the very instant its stand-in gives way to the real button can be lost, so this first
 * waits for the (closed) dialog to be on the page.
 */
export async function openExtraInfoModal(page: Page, names: ExtraInfoNames = dutchExtraInfo) {
  const trigger = page.getByRole('button', { name: names.button });
  await trigger.scrollIntoViewIfNeeded();
  await expect(page.getByRole('dialog', { includeHidden: true })).toBeAttached();
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: names.dialog });
  await expect(dialog).toBeVisible();
  return dialog;
}
