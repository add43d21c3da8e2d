import { WHEN_MAIN_PHOTO_SHOWN } from '@/display/site/main-photo-arrival';

/**
 * On <html> once the page's main photo is drawn. Until then tokens.css draws text in Inter's fallback
 * and the result cards show no other photo than the main one (ListingCard.module.css).
 */
export const MAIN_PHOTO_DRAWN_ATTRIBUTE = 'data-main-photo-drawn';

/**
 * Runs inline at the end of the body: the page's font (48 KB) and its cards' other photos are asked
 * for once its high-priority photo is in (display/site/main-photo-arrival) and has been drawn, or
 * after the first frame when it has none, so on a phone they do not share the network with the photo
 * or hold back the first paint. Until then text is drawn in the fallback next/font sizes like Inter,
 * so the swap hardly moves a line. A constant, so a Content-Security-Policy could allow it by hash.
 */
export const FONT_AFTER_PHOTO_SCRIPT = `(function () {
  var root = document.documentElement;
  var done = false;
  function markPhotoDrawn() {
    if (done) return;
    done = true;
    root.setAttribute(${JSON.stringify(MAIN_PHOTO_DRAWN_ATTRIBUTE)}, '');
  }
  ${WHEN_MAIN_PHOTO_SHOWN}
  whenMainPhotoShown(markPhotoDrawn);
})();`;
