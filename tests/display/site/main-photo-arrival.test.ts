// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAIN_PHOTO_LATEST_MS,
  MAIN_PHOTO_SHOWN_LATEST_MS,
  WHEN_MAIN_PHOTO_SHOWN,
} from '@/display/site/main-photo-arrival';
import { nextFrame, useFakeFrames } from '../../support/fake-frames';

type Report = { element: Element };
type ReportsListener = (list: { getEntries(): Report[] }, observer: { disconnect(): void }) => void;

/** A browser that reports largest paints: `report` hands the page the paints a frame showed. */
function browserReportingPaints() {
  const listeners: ReportsListener[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly listener: ReportsListener) {}
    observe() {
      listeners.push(this.listener);
    }
    disconnect() {
      listeners.splice(listeners.indexOf(this.listener), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return (...shown: Element[]) => {
    for (const listener of [...listeners]) {
      listener(
        { getEntries: () => shown.map((element) => ({ element })) },
        {
          disconnect: () => listeners.splice(listeners.indexOf(listener), 1),
        },
      );
    }
  };
}

/** Loads a page with a heading and its (not yet arrived) main photo, and starts the wait. */
function waitOnPage() {
  document.body.innerHTML = '<h1>Villa aan zee</h1><img fetchpriority="high" alt="">';
  const photo = document.querySelector('img')!;
  Object.defineProperty(photo, 'complete', { value: false });
  // jsdom decodes no image: a loaded photo has the width of its file.
  photo.addEventListener('load', () => Object.defineProperty(photo, 'naturalWidth', { value: 768 }));
  const shown = vi.fn();
  new Function(`${WHEN_MAIN_PHOTO_SHOWN}\nwhenMainPhotoShown(arguments[0]);`)(shown);
  return { photo, heading: document.querySelector('h1')!, shown };
}

describe('whenMainPhotoShown', () => {
  useFakeFrames();
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits for the browser to report the photo on the screen, not for the next frame', () => {
    const report = browserReportingPaints();
    const { photo, heading, shown } = waitOnPage();
    photo.dispatchEvent(new Event('load'));
    report(heading);
    vi.advanceTimersByTime(100);
    expect(shown).not.toHaveBeenCalled();

    report(photo);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a report a while after the photo has arrived, as for a photo that is not the largest paint', () => {
    browserReportingPaints();
    const { photo, shown } = waitOnPage();
    vi.advanceTimersByTime(1000);
    photo.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(MAIN_PHOTO_SHOWN_LATEST_MS - 1);
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalled();
  });

  it('takes the next frame for a photo that failed or is still loading at the limit: it will not be reported', () => {
    browserReportingPaints();
    const failed = waitOnPage();
    failed.photo.dispatchEvent(new Event('error'));
    nextFrame();
    expect(failed.shown).toHaveBeenCalled();

    const slow = waitOnPage();
    vi.advanceTimersByTime(MAIN_PHOTO_LATEST_MS);
    expect(slow.shown).not.toHaveBeenCalled();
    nextFrame();
    expect(slow.shown).toHaveBeenCalled();
  });

  it('takes the next frame in a browser that reports no paints', () => {
    const { photo, shown } = waitOnPage();
    photo.dispatchEvent(new Event('load'));
    expect(shown).not.toHaveBeenCalled();
    nextFrame();
    expect(shown).toHaveBeenCalled();
  });
});
