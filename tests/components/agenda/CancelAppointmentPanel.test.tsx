// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CancelAppointmentPanel } from '@/components/agenda/CancelAppointmentPanel';
import nl from '../../../messages/nl/agenda.json';
import { renderInDutch } from '../../support/intl';

const texts = nl.CancelAppointment;

async function confirmCancel() {
  renderInDutch(<CancelAppointmentPanel locale="nl" appointmentId="ap/7" />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: texts.cancel }));
  expect(screen.getByText(texts.confirmQuestion)).toHaveFocus();
  await user.click(screen.getByRole('button', { name: texts.confirm }));
}

describe('CancelAppointmentPanel', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('cancels with a DELETE once confirmed and says so, with the focus on the message', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await confirmCancel();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(texts.cancelled);
    expect(status).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/nl/ajax/live-agenda/reservation/ap%2F7', 'DELETE']);
  });

  it.each([
    [409, texts.alreadyCancelled],
    [404, texts.unknown],
  ])('explains a %i as an outcome, not as a failure', async (status, text) => {
    fetchMock.mockResolvedValue(new Response(null, { status }));
    await confirmCancel();
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a danger alert on any other failure and lets the visitor try again', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
    await confirmCancel();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.failure);
    expect(screen.getByRole('button', { name: texts.confirm })).toBeEnabled();
  });
});
