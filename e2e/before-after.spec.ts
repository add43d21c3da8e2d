import { expect, test } from './support/test';

const pages = [
  { path: '/nl/renovaties', heading: 'Voor en na', kitchen: 'Keuken', after: 'Woonkamer na de werken' },
  {
    path: '/fr/renovations',
    heading: 'Avant et après',
    kitchen: 'Cuisine',
    after: 'Séjour après les travaux',
  },
];

for (const { path, heading, kitchen, after } of pages) {
  test(`before/after page ${path}: the slider moves by keyboard and the buttons switch the pair`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('img', { name: after })).toBeVisible();
    const frame = page.getByTestId('after-image').locator('..');
    const reveal = () =>
      frame.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--reveal'));
    await expect.poll(reveal).toBe('50%');

    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(reveal).toBe('100%');
    await page.keyboard.press('Home');
    await expect.poll(reveal).toBe('0%');

    const kitchenButton = page.getByRole('button', { name: kitchen });
    await kitchenButton.focus();
    await page.keyboard.press('Enter');
    await expect(kitchenButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('after-image')).toHaveAttribute('src', /1-after\.svg$/);
  });
}
