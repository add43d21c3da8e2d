// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { MAIN_PHOTO_LATEST_MS } from '@/display/site/main-photo-arrival';
import { startScriptsAfterPhoto } from '@/server/page-cache/photo-first-scripts';
import { nextFrame, useFakeFrames } from '../../support/fake-frames';

const NONCE = 'cmVuZGVy';

const page = (body: string) =>
  `<!DOCTYPE html><html><head>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/runtime.js"/>` +
  `<link rel="preload" as="image" href="/photo.jpg"/>` +
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/b.js?v=1&amp;x=2" async="" nonce="${NONCE}"></script>` +
  `<script id="watch" nonce="${NONCE}">watch()</script>` +
  `</head><body>${body}` +
  `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/main.js" nonce="${NONCE}" async=""></script>` +
  `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

const PHOTO = '<main><img src="/photo.jpg" fetchpriority="high" alt="Villa"/></main>';

describe('startScriptsAfterPhoto', () => {
  it('takes every async chunk out of the page, fetched by nothing before the starter, and leaves every other script', () => {
    const html = startScriptsAfterPhoto(page(PHOTO), NONCE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|main)\.js/);
    expect(html).not.toMatch(/<link[^>]*\.js/);
    expect(html).toContain('<link rel="preload" as="image" href="/photo.jpg"/>');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""');
    expect(html).toContain(`<script id="watch" nonce="${NONCE}">watch()</script>`);
    expect(html).toContain('self.__next_f');
    expect(html).toMatch(
      new RegExp(`<script nonce="${NONCE}">\\(function \\(sources\\)[^]*</script></body>`),
    );
  });

  it('leaves a page without chunk scripts as it was', () => {
    const plain = `<html><head></head><body><p>Hallo</p><script nonce="${NONCE}">x()</script></body></html>`;
    expect(startScriptsAfterPhoto(plain, NONCE)).toBe(plain);
  });
});

/** Runs the starter the transformed page carries, in this document, and lists the chunks it added. */
function loadStarter(body: string) {
  const html = startScriptsAfterPhoto(page(body), NONCE);
  const code = /<script nonce="[^"]+">(\(function \(sources\)[^]*?)<\/script><\/body>/.exec(html)?.[1];
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  new Function(code ?? '')();
  return () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
}

describe('the starter', () => {
  useFakeFrames();

  it('starts the chunks, in their order, once the photo has arrived and been drawn', () => {
    const started = loadStarter(PHOTO);
    vi.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]);
    nextFrame();
    expect(started()).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js?v=1&x=2',
      '/_next/static/chunks/main.js',
    ]);
  });

  it('starts them at once when the visitor touches the page before the photo is there', () => {
    const started = loadStarter(PHOTO);
    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toHaveLength(3);
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(MAIN_PHOTO_LATEST_MS);
    expect(started()).toHaveLength(3);
  });

  it('does not wait longer than its limit for a photo that never comes, nor past a failed one', () => {
    const slow = loadStarter(PHOTO);
    vi.advanceTimersByTime(MAIN_PHOTO_LATEST_MS - 1);
    expect(slow()).toEqual([]);
    vi.advanceTimersByTime(1);
    nextFrame();
    expect(slow()).toHaveLength(3);

    const failed = loadStarter(PHOTO);
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    nextFrame();
    expect(failed()).toHaveLength(3);
  });

  it('starts them after the first frame on a page without a photo', () => {
    const started = loadStarter('<main><h1>Contact</h1></main>');
    expect(started()).toEqual([]);
    nextFrame();
    expect(started()).toHaveLength(3);
  });
});
