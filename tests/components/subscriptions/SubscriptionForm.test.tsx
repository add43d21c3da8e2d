// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionForm } from '@/components/subscriptions/SubscriptionForm';
import type { SubscribeFormValues } from '@/domain/subscriptions';
import { renderInDutch } from '../../support/intl';
import { subscriptionChoices, subscriptionLabels, subscriptionTexts } from './subscription-labels-fixture';

const push = vi.fn();
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push }) }));

const captcha = vi.hoisted(() => ({ token: 'captcha-token' }));
vi.mock('react-google-recaptcha', async () => {
  const { forwardRef, useImperativeHandle } = await import('react');
  return {
    default: forwardRef(function CaptchaStub(_props: { sitekey: string }, ref) {
      useImperativeHandle(ref, () => ({ getValue: () => captcha.token, reset: () => undefined }));
      return <div data-testid="captcha" />;
    }),
  };
});

const empty: SubscribeFormValues = {
  email: '',
  locale: 'nl',
  criteria: { cities: [], types: [], transactions: [], priceMin: null, priceMax: null, bedroomsMin: null },
  privacy: false,
};

function renderSubscribe() {
  return renderInDutch(
    <SubscriptionForm
      mode="subscribe"
      locale="nl"
      initialValues={empty}
      choices={subscriptionChoices}
      recaptchaSiteKey="site-key"
    />,
    { texts: subscriptionTexts },
  );
}

const sentBody = (fetchMock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as Record<string, unknown>;

// Typing into many fields takes a while on a busy machine.
describe('SubscriptionForm', { timeout: 20_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    push.mockReset();
    captcha.token = 'captcha-token';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the criteria as ids with consent and captcha, then goes to the success page', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    renderSubscribe();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mailadres'), 'an@example.be');
    await user.selectOptions(screen.getByLabelText('Taal van de e-mails'), 'fr');
    await user.click(screen.getByRole('checkbox', { name: 'Huis' }));
    await user.click(screen.getByRole('checkbox', { name: 'Te koop' }));
    await user.type(screen.getByLabelText('Maximumprijs (€)'), '350000');
    await user.selectOptions(screen.getByLabelText('Slaapkamers'), '2');
    await user.click(screen.getByLabelText(subscriptionLabels.privacy));
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/keep-me-informed/success'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/nl/ajax/notifications', 'POST']);
    expect(sentBody(fetchMock)).toEqual({
      email: 'an@example.be',
      locale: 'fr',
      criteria: {
        cities: [],
        types: [1],
        transactions: [3, 11],
        priceMin: null,
        priceMax: 350000,
        bedroomsMin: 2,
        estates: [],
      },
      privacy: true,
      'g-recaptcha-response': 'captcha-token',
    });
  });

  it('marks the consent and a malformed address, and sends nothing', async () => {
    renderSubscribe();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mailadres'), 'an-at-example');
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    await waitFor(() =>
      expect(screen.getByLabelText(subscriptionLabels.privacy)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Geef uw toestemming')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Ongeldig e-mailadres');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a maximum price below the minimum', async () => {
    renderSubscribe();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mailadres'), 'an@example.be');
    await user.type(screen.getByLabelText('Minimumprijs (€)'), '400000');
    await user.type(screen.getByLabelText('Maximumprijs (€)'), '200000');
    await user.click(screen.getByLabelText(subscriptionLabels.privacy));
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    expect(await screen.findByText('Maximum onder minimum')).toBeInTheDocument();
    expect(screen.getByLabelText('Maximumprijs (€)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks Google for the captcha only once the visitor starts filling in the form, and names Google's terms", async () => {
    renderSubscribe();
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'servicevoorwaarden' })).toHaveAttribute(
      'href',
      'https://policies.google.com/terms?hl=nl',
    );
    await userEvent.setup().type(screen.getByLabelText('E-mailadres'), 'a');
    expect(screen.getByTestId('captcha')).toBeInTheDocument();
  });

  it('asks for the captcha before sending', async () => {
    captcha.token = '';
    renderSubscribe();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mailadres'), 'an@example.be');
    await user.click(screen.getByLabelText(subscriptionLabels.privacy));
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bevestig dat u geen robot bent');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the danger alert on failure, leaves the loading state and keeps the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderSubscribe();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mailadres'), 'an@example.be');
    await user.click(screen.getByLabelText(subscriptionLabels.privacy));
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    const form = screen.getByRole('form', { name: subscriptionLabels.formName });
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Bezig met inschrijven' })).toBeDisabled();
    answer(new Response('{}', { status: 429 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dat is niet gelukt.');
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('an@example.be');
    expect(push).not.toHaveBeenCalled();
  });

  it('edits: shows the saved criteria, asks no consent, saves with PUT and says so', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    renderInDutch(
      <SubscriptionForm
        mode="edit"
        token="token"
        locale="nl"
        initialValues={{
          email: 'an@example.be',
          locale: 'de',
          criteria: { cities: [9000], types: [2], transactions: [], priceMin: 100000, bedroomsMin: 3 },
        }}
        initialCities={[{ id: 9000, label: 'Gent (9000)' }]}
        choices={subscriptionChoices}
      />,
      { texts: subscriptionTexts },
    );
    expect(screen.queryByLabelText(subscriptionLabels.privacy)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Appartement' })).toBeChecked();
    expect(screen.getByText('Gent (9000)')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimumprijs (€)')).toHaveValue(100000);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Gent (9000) verwijderen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Te huur' }));
    await user.click(screen.getByRole('button', { name: 'Wijzigingen bewaren' }));
    expect(await screen.findByText('Uw zoekopdracht is bewaard.')).toHaveAttribute('role', 'status');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/nl/ajax/notifications/token', 'PUT']);
    expect(sentBody(fetchMock)).toEqual({
      email: 'an@example.be',
      locale: 'de',
      criteria: {
        cities: [],
        types: [2],
        transactions: [2],
        priceMin: 100000,
        priceMax: null,
        bedroomsMin: 3,
        estates: [],
      },
      alerts: { kinds: ['newEstates', 'priceDrops', 'backOnMarket'], frequency: 'instant' },
    });
    expect(push).not.toHaveBeenCalled();
  });

  const renderEdit = (criteria: SubscribeFormValues['criteria']) =>
    renderInDutch(
      <SubscriptionForm
        mode="edit"
        token="token"
        locale="nl"
        initialValues={{ email: 'an@example.be', locale: 'nl', criteria }}
        choices={subscriptionChoices}
      />,
      { texts: subscriptionTexts },
    );

  it('edits which news come how often, and asks for at least one kind', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    renderEdit({ cities: [9000] });
    const kinds = screen.getByRole('group', { name: 'Stuur mij' });
    expect(
      within(kinds)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id')),
    ).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Meteen' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dagelijks' })).toHaveAccessibleDescription(
      'Eén e-mail per dag met alles van die dag',
    );
    const user = userEvent.setup();
    for (const name of ['Nieuwe panden', 'Prijsdalingen', 'Panden die opnieuw beschikbaar zijn'])
      await user.click(within(kinds).getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Wijzigingen bewaren' }));
    expect(await screen.findByText(/Kies minstens één soort e-mail/)).toBeInTheDocument();
    expect(kinds).toHaveAccessibleDescription(/Kies minstens één soort e-mail/);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(kinds).getByRole('checkbox', { name: 'Prijsdalingen' }));
    await user.click(screen.getByRole('radio', { name: 'Wekelijks' }));
    await user.click(screen.getByRole('button', { name: 'Wijzigingen bewaren' }));
    expect(await screen.findByText('Uw zoekopdracht is bewaard.')).toBeInTheDocument();
    expect(sentBody(fetchMock).alerts).toEqual({ kinds: ['priceDrops'], frequency: 'weekly' });
  });

  it('shows a list of chosen estates as a count, without search criteria, with its own kinds of news', () => {
    renderEdit({ estates: [7, 8, 10] });
    expect(screen.getByText('U volgt 3 panden.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Minimumprijs (€)')).not.toBeInTheDocument();
    const kinds = screen.getByRole('group', { name: 'Stuur mij' });
    expect(within(kinds).queryByRole('checkbox', { name: 'Nieuwe panden' })).not.toBeInTheDocument();
    expect(
      within(kinds).getByRole('checkbox', { name: 'Panden die verkocht, verhuurd of niet meer online zijn' }),
    ).toBeChecked();
  });
});
