import type { ReactNode } from 'react';

// The <html> element is rendered by app/[lang]/layout.tsx, which knows the visitor's language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
