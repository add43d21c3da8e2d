/**
 * A kept page's scripts start once its main photo has arrived. Next writes its chunks as async scripts
 * in the head: on a phone they share the network with the photo a visitor came for, and run (parse,
 * evaluate, hydrate) before the browser gets to paint it. Here each such script becomes a low-priority
 * preload (fetched when the network has room, run by no one) and one small script at the end of the
 * body adds them all once the page's high-priority photo has loaded, at the visitor's first touch, key
 * or click, or after START_LATEST_MS, whichever comes first. They are added from the photo's load
 * event, while the page's own load event still waits: that event keeps meaning the page has run its
 * code. A page without such a photo, or whose photo is already there, starts them at once.
 */

/** The longest a slow photo holds the page's scripts back. */
export const START_LATEST_MS = 2500;

const TAG = /<script\b([^>]*)><\/script>/g;
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
  setTimeout(start, ${START_LATEST_MS});
  var photo = document.querySelector('img[fetchpriority="high"]');
  if (!photo || photo.complete) return start();
  photo.addEventListener('load', start);
  photo.addEventListener('error', start);
})(${JSON.stringify(sources).replace(/</g, '\\u003c')});`;
}

/** The page with its chunk scripts started after its photo has loaded; unchanged when it has none. */
export function startScriptsAfterPhoto(html: string, renderNonce: string): string {
  const sources: string[] = [];
  const withPreloads = html.replace(TAG, (tag, attributeText: string) => {
    const attributes = attributesOf(attributeText);
    if (!isChunkScript(attributes)) return tag;
    const source = attributes.get('src') ?? '';
    sources.push(attributeValue(source));
    return `<link rel="preload" as="script" fetchPriority="low" href="${source}" nonce="${renderNonce}"/>`;
  });
  const end = withPreloads.lastIndexOf('</body>');
  if (sources.length === 0 || end < 0) return html;
  const script = `<script nonce="${renderNonce}">${starter(sources)}</script>`;
  return withPreloads.slice(0, end) + script + withPreloads.slice(end);
}
