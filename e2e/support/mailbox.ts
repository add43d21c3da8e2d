import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SITE_PORT } from './servers';

/** Where the e2e site writes its mails as .eml files (DATA_DIR of playwright.config.ts). */
const mailDir = join(process.cwd(), `data/e2e-${SITE_PORT}`, 'mail');

/** A mail's raw text with quoted-printable soft breaks and escapes undone, good enough to search in. */
function readable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function mailsTo(address: string): Promise<string[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.filter((file) => file.endsWith('.eml')).map((file) => readFile(join(mailDir, file), 'utf8')),
  );
  return mails.map(readable).filter((mail) => new RegExp(`^To: .*${address}`, 'im').test(mail));
}

/**
 * The first mail sent to `address` whose decoded text matches `content` (e.g. a button label that
 * tells one kind of mail from another), waiting for the outbox to deliver it.
 */
export async function waitForMail(address: string, content: RegExp = /[\s\S]/): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address)).find((mail) => content.test(mail))) !== undefined, {
      timeout: 30_000,
    })
    .toBe(true);
  return found!;
}

/** The one mail sent to `address`, waiting for the outbox to deliver it. */
export async function waitForMailTo(address: string): Promise<string> {
  const mail = await waitForMail(address);
  expect(await countMailsTo(address)).toBe(1);
  return mail;
}

/** How many mails went to `address` so far. */
export async function countMailsTo(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}
