import {
  CHUNK_FAILURE_ELEMENT_ID,
  CHUNK_LOAD_TIMEOUT_MS,
  CLIENT_ERRORS_ENDPOINT,
  chunkFailureType,
} from './chunk-failure-detail';

/**
 * Runs inline in the page head, before any chunk, and needs none: when a script under /_next/
 * fails (error event), stays unloaded for 120 s after it was added (§9) or a ChunkLoadError goes
 * unhandled, it logs the failure with its type and source (§8) to the console and to the server, once
 * per chunk. A script that failed is asked for again (HEAD): a 404 or 410 makes it 'missing'
 * (chunkFailureType). While the page has not come to life (`window.__chunkFailurePageReady()`, called
 * once React has hydrated it) it shows the server-rendered notice (#chunk-failure) with its reload
 * button: nothing else can. After that, the code that asked for a chunk shows its failure in place
 * (LazyIsland, the error page); only an unhandled ChunkLoadError still shows the notice. Error
 * boundaries report through `window.__chunkFailure(type, source, showNotice)`. A constant, so a
 * Content-Security-Policy can allow it by hash.
 */
export const CHUNK_FAILURE_SCRIPT = `(function () {
  var ID = ${JSON.stringify(CHUNK_FAILURE_ELEMENT_ID)};
  var ENDPOINT = ${JSON.stringify(CLIENT_ERRORS_ENDPOINT)};
  var TIMEOUT = ${CHUNK_LOAD_TIMEOUT_MS};
  var reported = {};
  var pageReady = false;
  var timers = typeof WeakMap === 'function' ? new WeakMap() : null;
  var typeOf = ${chunkFailureType.toString()};

  function pathOf(source) {
    try { return new URL(source, location.href).pathname; } catch (e) { return String(source); }
  }
  function isChunk(source) { return /\\/_next\\//.test(pathOf(source)); }
  function nameOf(path) { var m = /([^\\/]+?)(?:\\.js)?$/.exec(path); return m ? m[1] : 'unknown'; }

  function show() {
    var box = document.getElementById(ID);
    if (!box) {
      document.addEventListener('DOMContentLoaded', show, { once: true });
      return;
    }
    if (!box.hidden) return;
    var text = box.querySelector('[data-text]');
    var button = box.querySelector('button');
    box.hidden = false;
    // Written only now, so screen readers announce the alert as it appears.
    if (text) text.textContent = text.getAttribute('data-text');
    if (button) button.addEventListener('click', function () { location.reload(); });
  }

  function send(body) {
    try {
      var blob = new Blob([body], { type: 'application/json' });
      if (navigator.sendBeacon && navigator.sendBeacon(ENDPOINT, blob)) return;
      fetch(ENDPOINT, { method: 'POST', body: body, headers: { 'content-type': 'application/json' }, keepalive: true })
        .catch(function () {});
    } catch (e) {}
  }

  function log(type, path) {
    var message = 'Loading chunk ' + nameOf(path) + ' failed';
    try { console.error(message, { type: type, source: path }); } catch (e) {}
    send(JSON.stringify({ message: message, type: type, source: path, page: location.pathname }));
  }

  // The status the chunk's URL answers now: 0 when it cannot be asked.
  function probe(path, done) {
    try {
      fetch(path, { method: 'HEAD', cache: 'no-store' })
        .then(function (response) { done(response.status); }, function () { done(0); });
    } catch (e) { done(0); }
  }

  function report(type, source, showNotice) {
    var path = pathOf(source || 'unknown');
    if (showNotice !== false) show();
    if (reported[path]) return;
    reported[path] = true;
    if (type !== 'error' || !isChunk(path)) return log(type, path);
    probe(path, function (status) { log(typeOf({ status: status }), path); });
  }
  window.__chunkFailure = report;
  window.__chunkFailurePageReady = function () { pageReady = true; };

  function settle(script) {
    if (!timers) return;
    var timer = timers.get(script);
    if (timer) { clearTimeout(timer); timers.delete(script); }
  }
  function watch(script) {
    // A nomodule script never loads in a modern browser: no event would ever settle it.
    if (!timers || timers.has(script) || script.noModule || !script.src || !isChunk(script.src)) return;
    timers.set(script, setTimeout(function () {
      timers.delete(script);
      report(typeOf({ timedOut: true }), script.src, !pageReady);
    }, TIMEOUT));
  }

  window.addEventListener('error', function (event) {
    var target = event.target;
    if (!target || target.tagName !== 'SCRIPT' || !target.src || !isChunk(target.src)) return;
    settle(target);
    report('error', target.src, !pageReady);
  }, true);
  // On the document: a load event never travels up to the window.
  document.addEventListener('load', function (event) {
    var target = event.target;
    if (target && target.tagName === 'SCRIPT') settle(target);
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason || {};
    var text = String(reason.message || '');
    if (reason.name !== 'ChunkLoadError' && !/Loading chunk \\S+ failed|Failed to load chunk|dynamically imported module/i.test(text)) return;
    var type = reason.type === 'timeout' || reason.type === 'missing' ? reason.type
      : /time(d)? ?out/i.test(text) ? 'timeout' : /\\b404\\b|not found|missing/i.test(text) ? 'missing' : 'error';
    var source = typeof reason.request === 'string' ? reason.request
      : ((/(?:https?:\\/\\/[^\\s)]+|\\/_next\\/[^\\s):]+)/.exec(text) || [])[0] || 'unknown');
    report(type, source);
  });

  if (typeof MutationObserver === 'function' && timers) {
    new MutationObserver(function (records) {
      for (var i = 0; i < records.length; i++) {
        var added = records[i].addedNodes;
        for (var j = 0; j < added.length; j++) if (added[j].tagName === 'SCRIPT') watch(added[j]);
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  }
})();`;
