/**
 * The page's main photo is its one high-priority image (the LCP photo). Two inline scripts wait for
 * it before taking the network or the main thread: the font switch and, on a kept page, the starter
 * of the page's scripts. Both use this one definition of "the photo is in", so they cannot drift.
 */

/** The longest a slow (or never-loading) main photo holds anything back. */
export const MAIN_PHOTO_LATEST_MS = 2500;

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
