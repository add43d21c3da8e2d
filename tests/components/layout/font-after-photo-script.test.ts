// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FONT_AFTER_PHOTO_SCRIPT,
  MAIN_PHOTO_DRAWN_ATTRIBUTE,
} from '@/components/layout/font-after-photo-script';
import { MAIN_PHOTO_LATEST_MS } from '@/display/site/main-photo-arrival';
import { nextFrame, useFakeFrames } from '../../support/fake-frames';

const root = document.documentElement;
const photoDrawn = () => root.hasAttribute(MAIN_PHOTO_DRAWN_ATTRIBUTE);

/** A page body with its lead photo, not yet loaded unless `complete`. */
function pageWithPhoto({ complete }: { complete: boolean }): HTMLImageElement {
  document.body.innerHTML = '<img fetchpriority="high" alt=""><img alt="">';
  const photo = document.querySelector('img')!;
  Object.defineProperty(photo, 'complete', { value: complete });
  return photo;
}

describe('font after photo', () => {
  useFakeFrames();
  beforeEach(() => {
    root.removeAttribute(MAIN_PHOTO_DRAWN_ATTRIBUTE);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits for the lead photo to load, then for it to be drawn', () => {
    const photo = pageWithPhoto({ complete: false });
    new Function(FONT_AFTER_PHOTO_SCRIPT)();
    nextFrame();
    expect(photoDrawn()).toBe(false);

    photo.dispatchEvent(new Event('load'));
    expect(photoDrawn()).toBe(false);
    nextFrame();
    expect(photoDrawn()).toBe(true);
  });

  it('uses the font on the next frame when the photo fails', () => {
    const photo = pageWithPhoto({ complete: false });
    new Function(FONT_AFTER_PHOTO_SCRIPT)();
    photo.dispatchEvent(new Event('error'));
    nextFrame();
    expect(photoDrawn()).toBe(true);
  });

  it('does not wait longer than its limit for a slow photo', () => {
    pageWithPhoto({ complete: false });
    new Function(FONT_AFTER_PHOTO_SCRIPT)();
    vi.advanceTimersByTime(MAIN_PHOTO_LATEST_MS - 1);
    expect(photoDrawn()).toBe(false);
    vi.advanceTimersByTime(1);
    nextFrame();
    expect(photoDrawn()).toBe(true);
  });

  it('follows the first frame of a page without a lead photo, or whose photo is already there', () => {
    document.body.innerHTML = '<img alt="">';
    new Function(FONT_AFTER_PHOTO_SCRIPT)();
    expect(photoDrawn()).toBe(false);
    nextFrame();
    expect(photoDrawn()).toBe(true);

    root.removeAttribute(MAIN_PHOTO_DRAWN_ATTRIBUTE);
    pageWithPhoto({ complete: true });
    new Function(FONT_AFTER_PHOTO_SCRIPT)();
    nextFrame();
    expect(photoDrawn()).toBe(true);
  });
});
