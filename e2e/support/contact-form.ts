import type { Page } from '@playwright/test';

/** Fills the contact form named `formName` (in Dutch or French) with a question and the consent. */
export async function fillContactForm(page: Page, formName: string, privacy: RegExp) {
  const form = page.getByRole('form', { name: formName });
  await form.getByRole('textbox', { name: /^(Naam|Nom)$/ }).fill('An Peeters');
  await form.getByRole('textbox', { name: /^(E-mailadres|Adresse e-mail)$/ }).fill('an@example.be');
  await form
    .getByRole('textbox', { name: /^(Uw bericht|Votre message)$/ })
    .fill('Is dit pand nog beschikbaar?');
  await form.getByRole('checkbox', { name: privacy }).check();
  return form;
}
