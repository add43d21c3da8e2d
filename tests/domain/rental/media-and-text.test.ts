import { describe, expect, it } from 'vitest';
import {
  embeddableVideos,
  isHtmlText,
  rentalPhotoPath,
  rentalPhotoSets,
  textParagraphs,
} from '@/domain/rental';
import { rentalUnit } from './rental-fixture';

describe('rental photos', () => {
  it('serves a content-service photo through the site route', () => {
    expect(rentalPhotoPath('http://content.test/sites/demo/rental-units/photo/501/0-medium.svg')).toBe(
      '/rental-photo/501/0-medium.svg',
    );
  });

  it('keeps the width a content-service photo names, so the page can offer the other widths', () => {
    expect(
      rentalPhotoPath('http://content.test/sites/demo/rental-units/photo/501/0-medium.jpg?w=1024&x=1'),
    ).toBe('/rental-photo/501/0-medium.jpg?w=1024');
    // A width the service does not offer is no size of it: the photo as named, without the parameter.
    expect(rentalPhotoPath('http://content.test/sites/demo/rental-units/photo/501/0-medium.jpg?w=999')).toBe(
      '/rental-photo/501/0-medium.jpg',
    );
  });

  it('uses a photo of any other host as given', () => {
    expect(rentalPhotoPath('https://cdn.example.be/photos/501.jpg')).toBe(
      'https://cdn.example.be/photos/501.jpg',
    );
  });

  it('gives each photo in its three sizes', () => {
    expect(rentalPhotoSets(rentalUnit())[1]).toEqual({
      original: '/rental-photo/501/1-original.svg',
      medium: '/rental-photo/501/1-medium.svg',
      thumbnail: '/rental-photo/501/1-thumbnail.svg',
    });
  });
});

describe('rental videos', () => {
  it('lists only the videos that can be embedded, with their titles', () => {
    expect(
      embeddableVideos(
        [{ url: 'https://youtu.be/abcDEF123', title: ' Rondleiding ' }, { url: 'ftp://example.be/video' }],
        'nl',
      ),
    ).toEqual([{ src: 'https://www.youtube-nocookie.com/embed/abcDEF123', title: 'Rondleiding' }]);
    expect(embeddableVideos(null, 'nl')).toEqual([]);
  });

  it('gives a video the title of the page language, and marks one in another language', () => {
    const videos = [
      { url: 'https://youtu.be/abcDEF123', title: { nl: 'Rondleiding', fr: 'Visite guidée' } },
      { url: 'https://youtu.be/ghiJKL456', title: { nl: 'Het strand' } },
    ];
    expect(embeddableVideos(videos, 'fr')).toEqual([
      { src: 'https://www.youtube-nocookie.com/embed/abcDEF123', title: 'Visite guidée' },
      { src: 'https://www.youtube-nocookie.com/embed/ghiJKL456', title: 'Het strand', lang: 'nl' },
    ]);
  });
});

describe('descriptions', () => {
  it('tells HTML from plain text', () => {
    expect(isHtmlText('<p>Zicht op zee</p>')).toBe(true);
    expect(isHtmlText('3 < 4 and 5 > 2')).toBe(false);
  });

  it('splits plain text into paragraphs at blank lines', () => {
    expect(textParagraphs('Eerste.\n\nTweede\nregel.\r\n\r\n  \n\nDerde.')).toEqual([
      'Eerste.',
      'Tweede\nregel.',
      'Derde.',
    ]);
  });
});
