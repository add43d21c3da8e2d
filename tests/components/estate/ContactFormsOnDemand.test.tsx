// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactFormsOnDemand } from '@/components/estate/ContactFormsOnDemand';
import { renderInDutch } from '../../support/intl';
import { contactAgreements, contactLabels, contactTexts } from '../forms/contact-labels-fixture';
import { stubIntersectionObserver } from '../../support/intersection-observer';

vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('react-google-recaptcha', () => ({ default: () => <div data-testid="captcha" /> }));

let viewport: ReturnType<typeof stubIntersectionObserver>;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});

beforeEach(() => {
  viewport = stubIntersectionObserver();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForms() {
  return renderInDutch(<ContactFormsOnDemand locale="nl" estateId={1187} agreements={contactAgreements} />, {
    texts: contactTexts,
  });
}

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('ContactFormsOnDemand', () => {
  it('holds the form’s place with disabled fields hidden from assistive technology, loading nothing', async () => {
    const { container } = renderForms();
    await pause();
    const standIn = container.querySelector('form[data-stand-in]');
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(standIn?.querySelector('fieldset')).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Naam' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meer info aanvragen' })).toBeEnabled();
  });

  it('loads the real form once the visitor comes near it', async () => {
    const { container } = renderForms();
    viewport.bringIntoView();
    expect(await screen.findByRole('textbox', { name: 'Naam' }, { timeout: 5000 })).toBeEnabled();
    expect(container.querySelector('form[data-stand-in]')).toBeNull();
  });

  it('opens the extra-info dialog when its button is clicked before anything has loaded', async () => {
    renderForms();
    // A click without focus first, as Safari gives buttons no focus on click.
    fireEvent.click(screen.getByRole('button', { name: 'Meer info aanvragen' }));
    expect(
      await screen.findByRole('dialog', { name: contactLabels.modalTitle }, { timeout: 10_000 }),
    ).toBeVisible();
  }, 15_000);
});
