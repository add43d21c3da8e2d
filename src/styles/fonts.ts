import localFont from 'next/font/local';

// Served from the build (no font download at build or run time). Not preloaded: on a phone the
// page's first photo goes first, and text is drawn at once in a fallback sized like Inter (swap).
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: false,
});
