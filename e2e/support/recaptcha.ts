import { expect, type Locator, type Page } from '@playwright/test';

export const CAPTCHA_LABEL = 'I am not a robot (test)';
export const CAPTCHA_TOKEN = 'e2e-captcha-token';

/**
 * A stand-in for Google's reCAPTCHA script, so no test depends on Google: the widget is a checkbox
 * that, once ticked, hands the form a fixed token through the same callbacks the real one uses.
 */
const stubScript = (onload: string) => `
(function () {
  var widgets = [];
  window.grecaptcha = {
    ready: function (callback) { callback(); },
    render: function (container, options) {
      var id = widgets.length;
      var label = document.createElement('label');
      var box = document.createElement('input');
      box.type = 'checkbox';
      label.appendChild(box);
      label.appendChild(document.createTextNode(${JSON.stringify(CAPTCHA_LABEL)}));
      container.appendChild(label);
      widgets.push({ token: '', box: box });
      box.addEventListener('change', function () {
        widgets[id].token = box.checked ? ${JSON.stringify(CAPTCHA_TOKEN)} : '';
        if (options.callback) options.callback(widgets[id].token);
      });
      return id;
    },
    getResponse: function (id) { return widgets[id || 0] ? widgets[id || 0].token : ''; },
    reset: function (id) {
      var widget = widgets[id || 0];
      if (widget) { widget.token = ''; widget.box.checked = false; }
    },
    execute: function () {},
  };
  // Like Google's script, the onload callback comes after the script's own load event.
  ${onload ? `setTimeout(function () { if (typeof window[${JSON.stringify(onload)}] === 'function') window[${JSON.stringify(onload)}](); }, 0);` : ''}
})();
`;

/** Serves the stand-in wherever the page asks for Google's reCAPTCHA script. */
export async function stubRecaptcha(page: Page): Promise<void> {
  await page.route(/https:\/\/(www\.google\.com|www\.recaptcha\.net)\/recaptcha\/api\.js.*/, (route) => {
    const onload = new URL(route.request().url()).searchParams.get('onload') ?? '';
    return route.fulfill({ contentType: 'application/javascript', body: stubScript(onload) });
  });
}

/**
 * Fills `field` of `form` until the captcha widget shows in the form. The widget loads once the visitor
 * starts filling in the form; typing into a server-rendered form before the page has hydrated starts
 * nothing (as for any visitor that fast), so the field is filled again until the widget comes.
 */
export async function fillUntilCaptchaShows(form: Locator, field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await field.fill(value);
    await expect(form.getByRole('checkbox', { name: CAPTCHA_LABEL })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
