// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARD_PHOTO_SIZES, ListingCard, type PhotoLoading } from '@/components/cards/ListingCard';
import { renderInDutch } from '../../support/intl';

vi.mock('@/i18n/navigation', async () => ({
  Link: (await import('../listing/navigation-stub')).StubLink,
}));

function showCard(url: string, photoLoading: PhotoLoading = 'lazy') {
  return renderInDutch(
    <ListingCard
      dataAttributes={{ 'data-estate-id': 1001 }}
      href="/"
      title="Villa in Gent"
      headingLevel="h2"
      photo={{ url, alt: 'Villa in Gent' }}
      noPhotoLabel="Geen foto"
      photoLoading={photoLoading}
      price="€ 450.000"
      place="Gent"
    />,
  );
}

describe('ListingCard photo', () => {
  it('offers every size of a photo host that has them, sized to the card, with its 4:3 frame set', () => {
    showCard('http://content.test/media/estates/1001/0.jpg?w=640');
    const photo = screen.getByRole('img', { name: 'Villa in Gent' });
    expect(photo).toHaveAttribute('src', 'http://content.test/media/estates/1001/0.jpg?w=640');
    expect(photo.getAttribute('srcset')?.split(', ')).toEqual([
      'http://content.test/media/estates/1001/0.jpg?w=320 320w',
      'http://content.test/media/estates/1001/0.jpg?w=640 640w',
      'http://content.test/media/estates/1001/0.jpg?w=768 768w',
      'http://content.test/media/estates/1001/0.jpg?w=1024 1024w',
      'http://content.test/media/estates/1001/0.jpg?w=1280 1280w',
      'http://content.test/media/estates/1001/0.jpg?w=1600 1600w',
      'http://content.test/media/estates/1001/0.jpg?w=2400 2400w',
    ]);
    expect(photo).toHaveAttribute('sizes', CARD_PHOTO_SIZES);
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '360');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
  });

  it('uses a photo without known sizes as a plain src', () => {
    showCard('https://cdn.agency.be/1001.jpg', 'high');
    const photo = screen.getByRole('img', { name: 'Villa in Gent' });
    expect(photo).toHaveAttribute('src', 'https://cdn.agency.be/1001.jpg');
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });
});
