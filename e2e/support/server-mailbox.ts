import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A mail's raw text with quoted-printable soft breaks and escapes undone, good enough to search in. */
export function readable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The mails one e2e server wrote as .eml files, for any server of playwright.config.ts (its DATA_DIR
 * is `data/e2e-${port}`); support/mailbox.ts reads the main site's only.
 */
export function serverMailbox(port: number) {
  const mailDir = join(process.cwd(), `data/e2e-${port}`, 'mail');

  async function mailsTo(address: string): Promise<string[]> {
    const files = await readdir(mailDir).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.filter((file) => file.endsWith('.eml')).map((file) => readFile(join(mailDir, file), 'utf8')),
    );
    const to = new RegExp(`^To: .*${escaped(address)}`, 'im');
    return mails.map(readable).filter((mail) => to.test(mail));
  }

  return {
    /** How many mails went to `address` so far. */
    countMailsTo: async (address: string) => (await mailsTo(address)).length,
    /** The first mail to `address` whose decoded text matches `content`, waiting for the outbox. */
    async waitForMail(address: string, content: RegExp = /[\s\S]/): Promise<string> {
      let found: string | undefined;
      await expect
        .poll(
          async () => (found = (await mailsTo(address)).find((mail) => content.test(mail))) !== undefined,
          { message: `a mail to ${address} matching ${content}`, timeout: 30_000 },
        )
        .toBe(true);
      return found!;
    },
  };
}

/**
 * The first absolute link in `mail` whose path matches `path` (a pattern of the path alone, from its
 * first slash), whatever its origin: the test then says which origin it must have.
 */
export function linkIn(mail: string, path: RegExp): string {
  const link = new RegExp(`https?://[^\\s"'<>/]+${path.source}`).exec(mail)?.[0];
  if (!link) throw new Error(`No link to ${path} in the mail:\n${mail}`);
  return link;
}
