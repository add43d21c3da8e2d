import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // `server-only` throws outside a React server bundle; unit tests exercise server modules directly.
      {
        find: 'server-only',
        replacement: fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
      },
      // As on the server (next.config.ts): texts arrive as ICU source or precompiled for the browser.
      {
        find: /^use-intl\/format-message$/,
        replacement: fileURLToPath(new URL('./src/i18n/format-message.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    // next-intl's formatter import goes through the alias above only when Vite handles these packages.
    server: { deps: { inline: ['use-intl', 'next-intl'] } },
  },
});
