import type { Metadata } from 'next';

// The framework floor of `npm run bench`: a prerendered page of this build with no code of ours
// beyond this file, so every page type is measured against what Next itself costs.
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
