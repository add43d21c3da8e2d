import localFont from 'next/font/local';

// Served from the build (no font download at build or run time). Not preloaded, nor used before the
// page's main photo is drawn (tokens.css, font-after-photo-script.ts): until then text is drawn in the
// fallback sized like Inter, named after this export ('inter Fallback').
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: false,
});
