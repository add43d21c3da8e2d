import { describe, expect, it } from 'vitest';
import {
  namedPhotoWidth,
  OFFERED_PHOTO_WIDTHS,
  photoAtLeast,
  photoSizes,
  photoSrcSet,
  responsivePhoto,
} from '@/domain/media/responsive-photo';

const SERVICE_PHOTO = 'http://content.test/media/estates/1001/0.jpg?w=640';
const PLAIN_PHOTO = 'https://cdn.agency.be/photos/1001-main.jpg';

describe('responsive photos from the sizes the photo host offers', () => {
  it('reads the width a photo URL names, only when it is an offered one', () => {
    expect(namedPhotoWidth(SERVICE_PHOTO)).toBe(640);
    expect(namedPhotoWidth('/rental-photo/501/0-medium.jpg?w=1024')).toBe(1024);
    expect(namedPhotoWidth('http://content.test/a.jpg?lang=nl&w=2400')).toBe(2400);
    expect(namedPhotoWidth('http://content.test/a.jpg?w=500')).toBeNull();
    expect(namedPhotoWidth('http://content.test/a.jpg?width=640')).toBeNull();
    expect(namedPhotoWidth('http://content.test/a.jpg?w=6400')).toBeNull();
    expect(namedPhotoWidth(PLAIN_PHOTO)).toBeNull();
  });

  it('offers every width in the srcset, smallest first, each URL otherwise unchanged', () => {
    expect(photoSrcSet('http://content.test/a.jpg?w=2400&v=3')).toBe(
      [
        'http://content.test/a.jpg?w=320&v=3 320w',
        'http://content.test/a.jpg?w=640&v=3 640w',
        'http://content.test/a.jpg?w=768&v=3 768w',
        'http://content.test/a.jpg?w=1024&v=3 1024w',
        'http://content.test/a.jpg?w=1280&v=3 1280w',
        'http://content.test/a.jpg?w=1600&v=3 1600w',
        'http://content.test/a.jpg?w=2400&v=3 2400w',
      ].join(', '),
    );
    expect(photoSrcSet('/rental-photo/501/0-original.jpg?w=2400')).toContain(
      '/rental-photo/501/0-original.jpg?w=320 320w',
    );
  });

  it('gives a photo without known sizes as a plain src, with no srcset or sizes', () => {
    expect(photoSrcSet(PLAIN_PHOTO)).toBeUndefined();
    expect(responsivePhoto(PLAIN_PHOTO, '100vw')).toEqual({ src: PLAIN_PHOTO });
    expect(responsivePhoto(SERVICE_PHOTO, '(max-width: 600px) 100vw, 500px')).toEqual({
      src: SERVICE_PHOTO,
      srcSet: photoSrcSet(SERVICE_PHOTO),
      sizes: '(max-width: 600px) 100vw, 500px',
    });
  });

  it('picks the smallest width that covers a given size, the largest past it', () => {
    expect(photoAtLeast(SERVICE_PHOTO, 1200)).toBe('http://content.test/media/estates/1001/0.jpg?w=1280');
    expect(photoAtLeast(SERVICE_PHOTO, 640)).toBe(SERVICE_PHOTO);
    expect(photoAtLeast(SERVICE_PHOTO, 5000)).toBe('http://content.test/media/estates/1001/0.jpg?w=2400');
    expect(photoAtLeast(PLAIN_PHOTO, 1200)).toBe(PLAIN_PHOTO);
  });

  it('lists each size with its 4:3 pixel size for a viewer that picks its own', () => {
    const sizes = photoSizes(SERVICE_PHOTO)!;
    expect(sizes.map(({ width }) => width)).toEqual([...OFFERED_PHOTO_WIDTHS]);
    expect(sizes[0]).toEqual({
      src: 'http://content.test/media/estates/1001/0.jpg?w=320',
      width: 320,
      height: 240,
    });
    expect(photoSizes(PLAIN_PHOTO)).toBeUndefined();
  });
});
