import { expect, test, type Locator, type Page } from './support/test';
import { openExtraInfoModal } from './support/contact-form';
import { watchCspViolations } from './support/csp-violations';
import { estateForSale } from './support/demo-estates';
import { settle } from './support/page-types';
import { CAPTCHA_LABEL, fillUntilCaptchaShows, stubRecaptcha } from './support/recaptcha';
import { openSendToFriend } from './support/send-to-friend';

/**
 * Google learns of a visit only once the visitor starts filling in a form that needs its captcha: no
 * request to Google when a page loads or a form's dialog opens, and under each such form a line that
 * names Google and links to its privacy policy and terms.
 */

const GOOGLE_HOST = /^https?:\/\/([\w-]+\.)*(google\.com|recaptcha\.net|gstatic\.com)(:\d+)?\//;
const CAPTCHA_SCRIPT = /^https:\/\/www\.google\.com\/recaptcha\/api\.js\?/;

const languages = {
  nl: {
    keepMeInformed: '/nl/hou-me-op-de-hoogte',
    subscribeForm: 'Inschrijven voor nieuwe panden',
    email: 'E-mailadres',
    stem: 'aanbod',
    extraInfo: { button: 'Meer info aanvragen', dialog: 'Meer informatie over dit pand' },
    name: 'Naam',
    sendToFriend: 'Stuur door naar een vriend',
    friendDialog: 'Stuur dit pand door naar een vriend',
    senderName: 'Uw naam',
    privacyPolicy: 'privacybeleid',
    terms: 'servicevoorwaarden',
  },
  fr: {
    keepMeInformed: '/fr/tenez-moi-informe',
    subscribeForm: 'Inscription aux nouveaux biens',
    email: 'Adresse e-mail',
    stem: 'offre',
    extraInfo: { button: 'Demander plus d’infos', dialog: 'Plus d’informations sur ce bien' },
    name: 'Nom',
    sendToFriend: 'Envoyer à un ami',
    friendDialog: 'Envoyer ce bien à un ami',
    senderName: 'Votre nom',
    privacyPolicy: 'règles de confidentialité',
    terms: 'conditions d’utilisation',
  },
} as const;

type Words = (typeof languages)[keyof typeof languages];

/** Every request the page makes to one of Google's hosts from now on. */
function recordGoogleRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (GOOGLE_HOST.test(request.url())) requests.push(request.url());
  });
  return requests;
}

/** Nothing asked of Google: no request made, and no script or link (preconnect, prefetch) naming it. */
async function expectNothingFromGoogle(page: Page, googleRequests: string[]) {
  expect(googleRequests).toEqual([]);
  const naming =
    'script[src*="google"], script[src*="recaptcha"], script[src*="gstatic"], link[href*="google"], link[href*="recaptcha"], link[href*="gstatic"]';
  await expect(page.locator(naming)).toHaveCount(0);
}

/** The line under the form that names Google, its two links opening Google's pages in a new tab. */
async function expectGoogleNotice(scope: Page | Locator, words: Words) {
  const notice = scope.locator('p', { hasText: 'reCAPTCHA' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Google');
  const links = [
    { name: words.privacyPolicy, href: /^https:\/\/policies\.google\.com\/privacy(\?|$)/ },
    { name: words.terms, href: /^https:\/\/policies\.google\.com\/terms(\?|$)/ },
  ];
  for (const { name, href } of links) {
    const link = notice.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

for (const [lang, words] of Object.entries(languages)) {
  test.describe(`reCAPTCHA on demand (${lang})`, () => {
    let googleRequests: string[];
    let cspViolations: () => Promise<string[]>;
    test.beforeEach(async ({ page }) => {
      await stubRecaptcha(page);
      cspViolations = await watchCspViolations(page);
      googleRequests = recordGoogleRequests(page);
    });
    test.afterEach(async () => {
      // The script a form asks for later runs under the page's policy like the page's own.
      expect(await cspViolations()).toEqual([]);
    });

    test('keep me informed: the captcha comes with the first field the visitor fills in', async ({
      page,
    }) => {
      await page.goto(words.keepMeInformed);
      await settle(page, 'keep me informed');
      const form = page.getByRole('form', { name: words.subscribeForm });
      await expect(form).toBeVisible();
      await expectNothingFromGoogle(page, googleRequests);
      await expectGoogleNotice(page, words);

      await fillUntilCaptchaShows(form, form.getByRole('textbox', { name: words.email }), 'an@example.be');
      expect(googleRequests).toEqual([expect.stringMatching(CAPTCHA_SCRIPT)]);
    });

    test('extra-info modal: opening it asks Google for nothing, focusing a field loads the captcha', async ({
      page,
      request,
    }) => {
      await page.goto(`/${lang}/${words.stem}/${await estateForSale(request)}`);
      await settle(page, 'property detail');
      await expectNothingFromGoogle(page, googleRequests);

      const dialog = await openExtraInfoModal(page, words.extraInfo);
      const name = dialog.getByRole('textbox', { name: words.name });
      await expect(name).toBeEditable();
      await expectGoogleNotice(dialog, words);
      await expect(dialog.getByRole('checkbox', { name: CAPTCHA_LABEL })).toHaveCount(0);
      await expectNothingFromGoogle(page, googleRequests);

      await name.focus();
      await expect(dialog.getByRole('checkbox', { name: CAPTCHA_LABEL })).toBeVisible();
      expect(googleRequests).toEqual([expect.stringMatching(CAPTCHA_SCRIPT)]);
    });

    test('send-to-a-friend dialog: opening it asks Google for nothing, typing loads the captcha', async ({
      page,
      request,
    }) => {
      await page.goto(`/${lang}/${words.stem}/${await estateForSale(request)}`);
      await settle(page, 'property detail');
      await expectNothingFromGoogle(page, googleRequests);

      const dialog = await openSendToFriend(page, words.sendToFriend, words.friendDialog);
      const name = dialog.getByRole('textbox', { name: words.senderName });
      await expect(name).toBeEditable();
      await expectGoogleNotice(dialog, words);
      await expect(dialog.getByRole('checkbox', { name: CAPTCHA_LABEL })).toHaveCount(0);
      await expectNothingFromGoogle(page, googleRequests);

      await name.pressSequentially('Sam');
      await expect(dialog.getByRole('checkbox', { name: CAPTCHA_LABEL })).toBeVisible();
      expect(googleRequests).toEqual([expect.stringMatching(CAPTCHA_SCRIPT)]);
    });
  });
}
