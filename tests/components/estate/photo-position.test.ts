import { describe, expect, it } from 'vitest';
import { photoPosition } from '@/components/estate/photo-position';

const photo = { kind: 'photo' } as const;
const video = { kind: 'video' } as const;

describe('photoPosition', () => {
  it('counts nine photos followed by a video as nine, not ten', () => {
    const slides = [...Array.from({ length: 9 }, () => photo), video];
    expect(photoPosition(slides, 0)).toEqual({ number: 1, total: 9 });
    expect(photoPosition(slides, 8)).toEqual({ number: 9, total: 9 });
  });

  it('gives a video slide no photo number', () => {
    expect(photoPosition([photo, video, photo], 1)).toBeNull();
  });

  it('skips videos that come before a photo', () => {
    expect(photoPosition([video, photo, video, photo], 3)).toEqual({ number: 2, total: 2 });
  });

  it('has no position outside the slides', () => {
    expect(photoPosition([photo], 4)).toBeNull();
  });
});
