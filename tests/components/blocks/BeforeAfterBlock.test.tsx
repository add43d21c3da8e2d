// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { BeforeAfterBlock } from '@/components/blocks/BeforeAfterBlock';
import { loadMessages } from '@/i18n/messages';
import { renderServerTree } from '../../support/server-tree';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
    getMessages: async () => loadMessages('fr'),
  };
});

const photo = (src: string, fr: string) => ({ src, alt: { nl: src, fr } });

const block: BlockOf<'beforeAfter'> = {
  type: 'beforeAfter',
  title: { nl: 'Voor en na', fr: 'Avant et après' },
  pairs: [
    {
      caption: { nl: 'Keuken', fr: 'Cuisine' },
      before: photo('/k-voor.svg', 'Cuisine avant'),
      after: photo('/k-na.svg', 'Cuisine après'),
    },
    { before: photo('/g-voor.svg', 'Façade avant'), after: photo('/g-na.svg', 'Façade après') },
  ],
};

describe('BeforeAfterBlock', () => {
  it('shows the CMS pairs in the visitor language with a 0–100 slider and a button per pair', async () => {
    await renderServerTree(<BeforeAfterBlock block={block} locale="fr" />, {
      locale: 'fr',
      messages: await loadMessages('fr'),
    });
    expect(screen.getByRole('heading', { name: 'Avant et après' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cuisine après' })).toBeTruthy();
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('min')).toBe('0');
    expect(slider.getAttribute('max')).toBe('100');
    expect(slider.getAttribute('aria-valuetext')).toContain('50');
    expect(screen.getByRole('button', { name: 'Cuisine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /2/ })).toBeTruthy();
  });
});
