import type { Locale } from '@/i18n/locales';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type PlainPage = { locale: Locale; status: number; title: string; message: string };

/**
 * A small self-contained HTML page (title and one message) for answers given where the site's own
 * pages cannot be rendered: an unknown host name, a refused preview link. Never cached, never indexed.
 */
export function plainPage({ locale, status, title, message }: PlainPage): Response {
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#faf8f5;color:#14213d}
main{max-width:34rem;padding:2rem 1.5rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem}
p{line-height:1.6;color:#3b4763;margin:0}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
