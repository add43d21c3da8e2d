import type { Metadata } from 'next';
import { connection } from 'next/server';

// The framework floor of `npm run bench`: rendered on every request like the site's pages, its scripts
// carrying the page policy's nonce, yet doing nothing else, so Lighthouse figures, first-load JavaScript
// and server throughput are reported against what Next itself costs.
export const metadata: Metadata = {
  title: 'Empty dynamic page',
  description: 'A page rendered per request without content, used to measure the framework alone.',
  robots: { index: false, follow: false },
};

export default async function EmptyDynamicPage() {
  await connection();
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Empty dynamic page</h1>
        </main>
      </body>
    </html>
  );
}
