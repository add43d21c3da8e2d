// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Block } from '@/content-api/schemas';
import { PageBlocks } from '@/components/blocks/PageBlocks';

// The listing and entity blocks load their data on the server; here they only show which block they got.
vi.mock('@/components/listing/EstateListBlock', () => ({
  EstateListBlock: ({ block }: { block: { title?: { nl?: string } } }) => (
    <section data-testid="estate-list">{block.title?.nl}</section>
  ),
}));
vi.mock('@/components/rental/RentalListBlock', () => ({
  RentalListBlock: () => <section data-testid="rental-list" />,
}));
vi.mock('@/components/entities/EntityListBlock', () => ({
  EntityListBlock: ({ block }: { block: { entity: string } }) => (
    <section data-testid="entity-list">{block.entity}</section>
  ),
}));
vi.mock('@/components/blocks/BeforeAfterBlock', () => ({
  BeforeAfterBlock: ({ block }: { block: { pairs: unknown[] } }) => (
    <section data-testid="before-after">{block.pairs.length}</section>
  ),
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: unknown; children: ReactNode }) => (
    <a href={JSON.stringify(href)} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/server/sites/request-site', () => ({ getSiteId: async () => 'demo' }));

const estateNode = { kind: 'estates' as const, query: {}, collections: [1] };

const blocks: Block[] = [
  { type: 'hero', title: { nl: 'Welkom', fr: 'Bienvenue' }, image: 'https://cdn.test/hero.jpg' },
  { type: 'richText', html: { nl: '<p>Tekst <strong>vet</strong></p><script>alert(1)</script>' } },
  {
    type: 'image',
    src: 'https://content.test/sites/demo/assets/gent.svg?hash=ab12&version=2',
    alt: { nl: 'Gent bij avond', fr: 'Gand le soir' },
    caption: { nl: 'Graslei' },
  },
  { type: 'image', src: 'https://cdn.test/photo.jpg', alt: { nl: 'Een foto' } },
  { type: 'cta', title: { nl: 'Klaar?' }, label: { nl: 'Bekijk' }, href: { nl: '/te-koop' } },
  { type: 'estateList', title: { nl: 'Nieuw' }, node: estateNode },
  { type: 'rentalList' },
  { type: 'entityList', entity: 'team' },
  {
    type: 'beforeAfter',
    pairs: [
      { before: { src: '/voor.svg', alt: { nl: 'Voor' } }, after: { src: '/na.svg', alt: { nl: 'Na' } } },
    ],
  },
  { type: 'unknown', originalType: 'newsletter' },
];

describe('PageBlocks', () => {
  it('renders every known block type in order, the first hero as the page heading', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(await PageBlocks({ blocks, locale: 'fr', headingLevel: 'h1' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue' })).toBeTruthy();
    expect(screen.getByText('vet').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Klaar?' })).toBeTruthy();
    expect(screen.getByTestId('estate-list').textContent).toBe('Nieuw');
    expect(screen.getByTestId('rental-list')).toBeTruthy();
    expect(screen.getByTestId('entity-list').textContent).toBe('team');
    expect(screen.getByTestId('before-after').textContent).toBe('1');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'newsletter'"));
  });

  it("serves the site's own content-service asset images from the site, and any other image as it is", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(await PageBlocks({ blocks, locale: 'nl' }));
    const asset = screen.getByRole('img', { name: 'Gent bij avond' });
    expect(asset.getAttribute('src')).toBe('/media/assets/gent.svg?hash=ab12&version=2');
    const figure = asset.closest('figure')!;
    expect(within(figure).getByText('Graslei')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Een foto' }).getAttribute('src')).toBe(
      'https://cdn.test/photo.jpg',
    );
  });

  it("leaves an asset of another site at the content service's address", async () => {
    const otherSite = 'https://content.test/sites/kust/assets/strand.svg?hash=cd34&version=1';
    render(
      await PageBlocks({ blocks: [{ type: 'image', src: otherSite, alt: { nl: 'Strand' } }], locale: 'nl' }),
    );
    expect(screen.getByRole('img', { name: 'Strand' }).getAttribute('src')).toBe(otherSite);
  });

  it('skips a block of an unknown type without failing the page, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      await PageBlocks({
        blocks: [
          { type: 'unknown', originalType: 'carousel3d' },
          { type: 'richText', html: { nl: '<p>Na</p>' } },
        ],
        locale: 'nl',
      }),
    );
    expect(container.textContent).toBe('Na');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('carousel3d');
  });
});
