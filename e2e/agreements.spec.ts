import { expect, test } from './support/test';
import { contactForm } from './support/contact-form';
import { estateForSale } from './support/demo-estates';

// The demo service's agreement texts (src/demo-content-service/content/agreements.ts); the site's
// own fallback wording differs, so these prove the texts come from the service.
const languages = {
  nl: {
    stem: 'aanbod',
    form: 'Stel uw vraag',
    privacy: 'Ik ga akkoord met de verwerking van mijn gegevens volgens de privacyverklaring.',
    privacyLink: 'Privacyverklaring',
    privacyPath: '/nl/privacyverklaring',
    terms: 'Ik aanvaard de gebruiksvoorwaarden.',
    termsLink: 'Gebruiksvoorwaarden',
    termsPath: '/nl/gebruiksvoorwaarden',
    marketing: 'Ik wil nieuw aanbod en nieuws van Vitrine Immo per e-mail ontvangen.',
  },
  fr: {
    stem: 'offre',
    form: 'Posez votre question',
    privacy: 'J’accepte le traitement de mes données conformément à la déclaration de confidentialité.',
    privacyLink: 'Déclaration de confidentialité',
    privacyPath: '/fr/declaration-de-confidentialite',
    terms: 'J’accepte les conditions d’utilisation.',
    termsLink: 'Conditions d’utilisation',
    termsPath: '/fr/conditions-d-utilisation',
    marketing: 'Je souhaite recevoir par e-mail les nouvelles offres et actualités de Vitrine Immo.',
  },
} as const;

for (const [lang, words] of Object.entries(languages)) {
  test(`the contact form shows the agreements of the content service (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${lang}/${words.stem}/${await estateForSale(request)}`);
    const form = await contactForm(page, words.form);

    const privacy = form.getByRole('checkbox', { name: `${words.privacy} ${words.privacyLink}` });
    await expect(privacy).toBeEnabled();
    await expect(privacy).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: words.marketing })).toBeVisible();
    await expect(form.getByText(`${words.terms} ${words.termsLink}`)).toBeVisible();

    await expect(form.getByRole('link', { name: words.privacyLink })).toHaveAttribute(
      'href',
      words.privacyPath,
    );
    await expect(form.getByRole('link', { name: words.termsLink })).toHaveAttribute('href', words.termsPath);

    // The statement opens beside the form, so nothing typed in it is lost.
    const [statement] = await Promise.all([
      page.waitForEvent('popup'),
      form.getByRole('link', { name: words.privacyLink }).click(),
    ]);
    await expect(statement).toHaveURL(new RegExp(`${words.privacyPath}$`));
    await expect(statement.getByRole('heading', { level: 1 })).toHaveText(words.privacyLink);
  });
}
