/** One more page from one of the site's own list endpoints; throws on any failure, for a retry. */
export async function fetchResultPage<Page>(
  url: string,
  isPage: (value: unknown) => value is Page,
  signal?: AbortSignal,
): Promise<Page> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const page: unknown = await response.json();
  if (!isPage(page)) throw new Error(`${url} answered an unexpected shape`);
  return page;
}
