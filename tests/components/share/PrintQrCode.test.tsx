// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { PrintQrCode } from '@/components/share/PrintQrCode';
import { qrPathData, qrSymbol, qrViewSize } from '@/domain/share/qr-code';
import { loadMessages } from '@/i18n/messages';
import { renderServerTree } from '../../support/server-tree';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  };
});

const url = 'https://www.agence.be/fr/vacances/501';

describe('PrintQrCode', () => {
  it("draws the canonical address's QR code as a named image, with the address spelled out", async () => {
    await renderServerTree(<PrintQrCode url={url} locale="fr" />, {
      locale: 'fr',
      messages: await loadMessages('fr'),
    });
    const image = screen.getByRole('img', { name: 'Code QR vers cette page en ligne' });
    const symbol = qrSymbol(url);
    expect(image).toHaveAttribute('viewBox', `0 0 ${qrViewSize(symbol)} ${qrViewSize(symbol)}`);
    expect(image.querySelector('path')).toHaveAttribute('d', qrPathData(symbol));
    expect(screen.getByText(url)).toBeInTheDocument();
  });
});
