/** Where preview links go, and where preview mode is left (outside the proxy: no locale prefix). */
export const PREVIEW_ENTRY_PATH = '/api/preview';
export const PREVIEW_EXIT_PATH = '/api/preview/exit';
