// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveAgenda } from '@/components/agenda/LiveAgenda';
import nl from '../../../messages/nl/agenda.json';
import { renderInDutch } from '../../support/intl';

const labels = nl.LiveAgenda;
const slot = (id: string, start: string) => ({ id, start, end: start.replace(':00:00', ':45:00') });
const first = slot('a', '2999-03-04T09:00:00Z');
const second = slot('b', '2999-03-04T13:00:00Z');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function pickAndFill(user: ReturnType<typeof userEvent.setup>, time: RegExp) {
  await user.click(await screen.findByRole('button', { name: time }));
  await user.type(screen.getByLabelText('Naam'), 'Lien');
  await user.type(screen.getByLabelText('E-mailadres'), 'lien@example.be');
  await user.click(screen.getByLabelText(labels.privacy));
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('LiveAgenda', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('books the picked moment and confirms it', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { slots: [first, second] }))
      .mockResolvedValueOnce(json(201, { appointment: {} }));
    const user = userEvent.setup();
    renderInDutch(<LiveAgenda agendaId={1001} locale="nl" />);
    await pickAndFill(user, /^10:00/);
    expect(await screen.findByRole('status')).toHaveTextContent(/is vastgelegd.*lien@example\.be/);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/nl/ajax/live-agenda/reservation');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Lien',
      email: 'lien@example.be',
      privacy: true,
      agendaId: 1001,
      slotId: 'a',
    });
  });

  it('explains a moment taken meanwhile and shows the refreshed moments', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { slots: [first, second] }))
      .mockResolvedValueOnce(json(409, { error: { code: 'slot_taken' } }))
      .mockResolvedValueOnce(json(200, { slots: [second] }));
    const user = userEvent.setup();
    renderInDutch(<LiveAgenda agendaId={1001} locale="nl" />);
    await pickAndFill(user, /^10:00/);
    expect(await screen.findByRole('alert')).toHaveTextContent(labels.slotTaken);
    await waitFor(() => expect(screen.getByRole('button', { name: /^14:00/ })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^10:00/ })).not.toBeInTheDocument();
  });

  it('refuses a missing consent in the browser and explains an agenda without moments', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { slots: [first] }));
    const user = userEvent.setup();
    const { unmount } = renderInDutch(<LiveAgenda agendaId={1001} locale="nl" />);
    await user.click(await screen.findByRole('button', { name: /^10:00/ }));
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(screen.getByText(nl.VisitorFormErrors.privacyRequired)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
    fetchMock.mockResolvedValueOnce(json(404, {}));
    renderInDutch(<LiveAgenda agendaId={9} locale="nl" />);
    expect(await screen.findByText(labels.empty)).toBeVisible();
  });
});
