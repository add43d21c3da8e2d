// Prints a preview link for agency staff: `npx tsx scripts/preview-link.ts /nl/aanbod/1321 [hours]`.
// It opens the page in preview mode, where unpublished estates show too; PREVIEW_SECRET signs it and
// SITE_URL (another site's address, with several sites) is where the link goes.
import { PREVIEW_ENTRY_PATH } from '../src/server/preview/preview-paths';
import { DEFAULT_PREVIEW_LINK_HOURS, previewLinkQuery } from '../src/server/preview/preview-signature';

async function printPreviewLink() {
  const { config } = await import('../src/config');
  const [path, hours = String(DEFAULT_PREVIEW_LINK_HOURS)] = process.argv.slice(2);
  if (!config.previewSecret) throw new Error('Set PREVIEW_SECRET (the same value as the site uses) first.');
  if (!path)
    throw new Error('Usage: npx tsx scripts/preview-link.ts <page path, e.g. /nl/aanbod/1321> [hours]');
  const query = previewLinkQuery(config.previewSecret, path, Date.now() / 1000, Number(hours));
  console.log(`${config.siteUrl}${PREVIEW_ENTRY_PATH}?${query.toString()}`);
}

printPreviewLink().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
