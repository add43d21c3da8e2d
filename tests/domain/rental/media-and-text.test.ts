import { describe, expect, it } from 'vitest';
import {
  embeddableVideoUrl,
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
  it('turns YouTube and Vimeo page links into their embed addresses', () => {
    expect(embeddableVideoUrl('https://www.youtube.com/watch?v=abcDEF123_-')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF123_-',
    );
    expect(embeddableVideoUrl('https://youtu.be/abcDEF123')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF123',
    );
    expect(embeddableVideoUrl('https://vimeo.com/123456789')).toBe(
      'https://player.vimeo.com/video/123456789',
    );
  });

  it('keeps other https addresses and refuses anything else', () => {
    expect(embeddableVideoUrl('https://video.example.be/embed/1')).toBe('https://video.example.be/embed/1');
    expect(embeddableVideoUrl('http://video.example.be/1')).toBeNull();
    expect(embeddableVideoUrl('javascript:alert(1)')).toBeNull();
    expect(embeddableVideoUrl('not a url')).toBeNull();
  });

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
