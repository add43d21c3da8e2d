// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareMenu } from '@/components/share/ShareMenu';
import { renderInDutch } from '../../support/intl';

const url = 'https://www.kantoor.be/nl/aanbod/huis-te-koop-gent/1234';
const title = 'Huis in Gent';

function withNavigator(properties: Partial<Navigator>) {
  for (const [name, value] of Object.entries(properties)) {
    Object.defineProperty(navigator, name, { value, configurable: true });
  }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareMenu', () => {
  it("hands the canonical address to the device's share sheet when the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    withNavigator({ share });
    renderInDutch(<ShareMenu url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delen' }));
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(screen.queryByRole('group', { name: 'Deel deze pagina' })).toBeNull();
  });

  it('stays closed when the visitor cancels the share sheet', async () => {
    withNavigator({ share: vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')) });
    renderInDutch(<ShareMenu url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delen' }));
    expect(screen.getByRole('button', { name: 'Delen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers copy, WhatsApp and mail without a share sheet, and confirms a copied link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    withNavigator({ clipboard: { writeText } as unknown as Clipboard });
    renderInDutch(<ShareMenu url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delen' }));

    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Via e-mail' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Link kopiëren' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link gekopieerd'));
  });

  it('shows the address to copy by hand when the clipboard refuses', async () => {
    withNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } as never });
    renderInDutch(<ShareMenu url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Link kopiëren' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(url));
  });

  it('closes on Escape and gives the focus back to the share button', async () => {
    renderInDutch(<ShareMenu url={url} title={title} />);
    const toggle = screen.getByRole('button', { name: 'Delen' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
