import type { Region } from '@/content-api/schemas';

/** Belgian postal codes by region (bpost's numbering: 1000–1299 Brussels, 1300–1499 Walloon Brabant, …). */
const zipRanges: readonly { from: number; to: number; region: Region }[] = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
];

/** The region of a Belgian postal code; null for anything else. */
export function regionOfZip(zip: string | null | undefined): Region | null {
  const trimmed = zip?.trim() ?? '';
  if (!/^\d{4}$/.test(trimmed)) return null;
  const code = Number(trimmed);
  return zipRanges.find(({ from, to }) => code >= from && code <= to)?.region ?? null;
}
