/**
 * A kept page's scripts start once its main photo has arrived. Next writes its chunks as async scripts
 * (and a preload or two) in the head: on a phone they share the network with the photo a visitor came
 * for (over HTTP/1.1 a low priority does not stop a script taking its share of the bandwidth), and run
 * (parse, evaluate, hydrate) before the browser gets to paint it. Here those scripts and preloads leave
 * the head, and one small script at the end of the body adds the scripts once the page's main photo
 * is in and shown (display/site/main-photo-arrival: reported on the screen, failed, or its time is
 * up) or at the visitor's first touch, key or click, whichever comes first. The page's own load event
 * fires before they run. A page without such a photo starts them after its first frame.
 */

import { WHEN_MAIN_PHOTO_SHOWN } from '@/display/site/main-photo-arrival';

const TAG = /<script\b([^>]*)><\/script>/g;
/** Next's hint to fetch one of its chunks early (a preload is fetched even if nothing runs it). */
const CHUNK_PRELOAD =
  /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="\/_next\/static\/[^"]*"[^>]*\/?>/g;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;

function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name, value]));
}

/** Next's own chunk scripts: async, from its static folder, not the legacy-browser fallback. */
function isChunkScript(attributes: Map<string, string>): boolean {
  const source = attributes.get('src') ?? '';
  return /\/_next\/static\//.test(source) && attributes.has('async') && !attributes.has('noModule');
}

/** An attribute's text as the browser reads it (React escapes only these). */
const attributeValue = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The starter: runs inline with the render's nonce, which the scripts it adds carry on. */
function starter(sources: string[]): string {
  return `(function (sources) {
  var started = false;
  var events = ['pointerdown', 'keydown', 'touchstart'];
  var nonce = document.currentScript ? document.currentScript.nonce : '';
  function start() {
    if (started) return;
    started = true;
    events.forEach(function (name) { window.removeEventListener(name, start, true); });
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = true;
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
    });
  }
  events.forEach(function (name) { window.addEventListener(name, start, { capture: true, passive: true }); });
  ${WHEN_MAIN_PHOTO_SHOWN}
  whenMainPhotoShown(start);
})(${JSON.stringify(sources).replace(/</g, '\\u003c')});`;
}

/** The page with its chunk scripts started after its photo is painted; unchanged when it has none. */
export function startScriptsAfterPhoto(html: string, renderNonce: string): string {
  const sources: string[] = [];
  const withoutChunks = html.replace(TAG, (tag, attributeText: string) => {
    const attributes = attributesOf(attributeText);
    if (!isChunkScript(attributes)) return tag;
    sources.push(attributeValue(attributes.get('src') ?? ''));
    return '';
  });
  if (sources.length === 0) return html;
  const withoutPreloads = withoutChunks.replace(CHUNK_PRELOAD, '');
  const end = withoutPreloads.lastIndexOf('</body>');
  if (end < 0) return html;
  const script = `<script nonce="${renderNonce}">${starter(sources)}</script>`;
  return withoutPreloads.slice(0, end) + script + withoutPreloads.slice(end);
}
