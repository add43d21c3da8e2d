/**
 * The page's main photo is its one high-priority image (the LCP photo). Two inline scripts wait for
 * it before taking the network or the main thread: the font switch and, on a kept page, the starter
 * of the page's scripts. Both use these definitions of "the photo is in" and "the photo is shown", so
 * they cannot drift.
 */

/** The longest a slow (or never-loading) main photo holds anything back. */
export const MAIN_PHOTO_LATEST_MS = 2500;

/**
 * The longest the browser's report that the photo is on the screen is waited for once the photo is in:
 * a photo that is not the page's largest paint (a long title above it, say) gets no report.
 */
export const MAIN_PHOTO_SHOWN_LATEST_MS = 400;

/**
 * Browser source of `whenMainPhotoIn(callback)`: calls back when the photo has loaded or failed, at
 * once when the page has none or it is already there, and after MAIN_PHOTO_LATEST_MS at the latest.
 * The callback may be called more than once and must act only the first time.
 */
export const WHEN_MAIN_PHOTO_IN = `function whenMainPhotoIn(callback) {
  setTimeout(callback, ${MAIN_PHOTO_LATEST_MS});
  var photo = document.querySelector('img[fetchpriority="high"]');
  if (!photo || photo.complete) return callback();
  photo.addEventListener('load', callback);
  photo.addEventListener('error', callback);
}`;

/**
 * Browser source of `whenMainPhotoShown(callback)` (it includes whenMainPhotoIn): calls back once the
 * photo is in and the browser has reported the frame that shows it as a largest paint. A frame is
 * drawn well before it reaches the screen on a busy phone, so waiting for the next frame alone let
 * work started after it run before the photo was seen. Where the browser makes no such reports, or
 * there is no photo to show (none on the page, failed, or still loading at MAIN_PHOTO_LATEST_MS), the
 * next frame is taken; MAIN_PHOTO_SHOWN_LATEST_MS bounds the wait for a report. The
 * callback may be called more than once and must act only the first time.
 */
export const WHEN_MAIN_PHOTO_SHOWN = `${WHEN_MAIN_PHOTO_IN}
function whenMainPhotoShown(callback) {
  var waiting = false;
  function afterNextFrame() {
    requestAnimationFrame(function () { setTimeout(callback, 0); });
  }
  whenMainPhotoIn(function () {
    if (waiting) return;
    waiting = true;
    var photo = document.querySelector('img[fetchpriority="high"]');
    var reports = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    var drawable = photo && photo.naturalWidth > 0;
    if (!drawable || reports.indexOf('largest-contentful-paint') < 0) return afterNextFrame();
    setTimeout(callback, ${MAIN_PHOTO_SHOWN_LATEST_MS});
    new PerformanceObserver(function (list, observer) {
      var shown = list.getEntries().some(function (paint) { return paint.element === photo; });
      if (!shown) return;
      observer.disconnect();
      callback();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}`;
