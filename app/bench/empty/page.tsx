import type { Metadata } from 'next';

// For scale in `npm run bench`'s throughput rows: what a prerendered page of this build serves. The
// per-response nonce policy refuses its scripts, so the Lighthouse and JavaScript floor is
// app/bench/empty-dynamic, whose scripts run like the site's.
export const metadata: Metadata = {
  title: 'Empty page',
  description: 'A page without content, used to measure the cost of the framework alone.',
  robots: { index: false, follow: false },
};

export default function EmptyPage() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Empty page</h1>
        </main>
      </body>
    </html>
  );
}
