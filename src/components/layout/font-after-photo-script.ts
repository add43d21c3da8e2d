import { WHEN_MAIN_PHOTO_IN } from '@/display/site/main-photo-arrival';

/** On <html> once the page may use its own font (tokens.css draws text in Inter's fallback until then). */
export const FONT_READY_ATTRIBUTE = 'data-font-ready';

/**
 * Runs inline at the end of the body: the page's font (48 KB) is asked for once its high-priority
 * photo is in (display/site/main-photo-arrival) and has been drawn, or after the first frame when it
 * has none, so on a phone it does not share the network with the photo or hold back the first paint.
 * Until then text is drawn in the fallback next/font sizes like Inter, so the swap hardly moves a
 * line. A constant, so a
 * Content-Security-Policy could allow it by hash.
 */
export const FONT_AFTER_PHOTO_SCRIPT = `(function () {
  var root = document.documentElement;
  var done = false;
  function useFont() {
    if (done) return;
    done = true;
    root.setAttribute(${JSON.stringify(FONT_READY_ATTRIBUTE)}, '');
  }
  function afterNextFrame() {
    requestAnimationFrame(function () { setTimeout(useFont, 0); });
  }
  ${WHEN_MAIN_PHOTO_IN}
  whenMainPhotoIn(afterNextFrame);
})();`;
