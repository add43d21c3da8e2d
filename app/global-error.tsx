'use client';

import './global-error.css';

// Last resort when the language layout itself fails: no translations can be trusted here, so the text
// is given in the four languages of the site.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="nl">
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
