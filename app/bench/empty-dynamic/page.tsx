import type { Metadata } from 'next';
import { connection } from 'next/server';

// The throughput floor of `npm run bench`: rendered on every request like the site's pages, yet doing
// nothing else, so server throughput is reported as a ratio to what Next itself can serve.
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
