'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '@/components/errors/chunk-failure-detail';
import { reportChunkFailure } from '@/components/errors/report-chunk-failure';

// Inline rather than imported: an imported stylesheet is preloaded by every page of the site, for an
// error page almost no visitor sees.
const GLOBAL_ERROR_STYLE = `
.global-error { margin: 0; padding: 3rem 1rem; font-family: ui-sans-serif, system-ui, sans-serif;
  color: #14213d; background: #faf8f5; }
.global-error button { padding: 0.75rem 1.5rem; border: 0; border-radius: 999px; background: #b5562f;
  color: #fff; font: inherit; cursor: pointer; }
`;

// Last resort when the language layout itself fails: no translations can be trusted here, so the text
// is given in the four languages of the site.
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reportChunkFailure(error);
  }, [error, chunkFailed]);

  if (chunkFailed) {
    return (
      <html lang="nl">
        <head>
          <style>{GLOBAL_ERROR_STYLE}</style>
        </head>
        <body className="global-error">
          <main role="alert">
            <h1>
              Deze pagina kon niet volledig laden · Cette page n’a pas pu se charger entièrement · This page
              could not load completely · Diese Seite konnte nicht vollständig geladen werden
            </h1>
            <button type="button" onClick={() => window.location.reload()}>
              Herladen · Recharger · Reload · Neu laden
            </button>
          </main>
        </body>
      </html>
    );
  }

  return (
    <html lang="nl">
      <head>
        <style>{GLOBAL_ERROR_STYLE}</style>
      </head>
      <body className="global-error">
        <main>
          <h1>
            Er ging iets mis · Un problème est survenu · Something went wrong · Etwas ist schiefgelaufen
          </h1>
          <button type="button" onClick={reset}>
            Opnieuw · Réessayer · Try again · Erneut versuchen
          </button>
        </main>
      </body>
    </html>
  );
}
