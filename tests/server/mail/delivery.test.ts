import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/database';
import { mailOutbox } from '@/server/db/schema';
import { contactReceiptMail, contactRequestMail } from '@/server/mail/templates';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';
import { headerOf, startSmtpServer, type TestSmtpServer } from './smtp-test-server';

const current = vi.hoisted(() => ({ db: null as Database | null }));
vi.mock('@/server/db', () => ({
  getDatabase: async () => {
    if (!current.db) throw new Error('no test database');
    return current.db;
  },
}));

const brand = { name: 'Immo Peeters', siteUrl: 'https://immo.test' };

/** Waits for the background delivery by polling what the server received, never by sleeping long. */
async function receivedCount(smtp: TestSmtpServer, expected: number): Promise<number> {
  for (let check = 0; check < 200 && smtp.received.length < expected; check += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return smtp.received.length;
}

describe.each(testEngines)('mail delivery of the site on $name', (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let delivery: typeof import('@/server/mail/delivery');

  beforeAll(async () => {
    database = await engine.open();
    smtp = await startSmtpServer();
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.stubEnv('MAIL_FROM', 'Immo Peeters <info@immo.test>');
    vi.resetModules();
    // The delivery keeps one sender per process on globalThis; each engine starts with a fresh one.
    delete (globalThis as { __vitrineMailDelivery?: unknown }).__vitrineMailDelivery;
    delivery = await import('@/server/mail/delivery');
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await delivery.requestMailDelivery();
    await smtp.stop();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    current.db = database.db;
    smtp.received.length = 0;
  });

  it('sends a contact request to the agency and the receipt to the visitor once both are stored', async () => {
    await delivery.queueMails([
      {
        ...contactRequestMail({
          locale: 'nl',
          brand,
          visitor: { name: 'An Peeters', email: 'an@example.be' },
          message: 'Is de villa nog vrij?',
        }),
        kind: 'contact-request',
        to: 'agency@immo.test',
        replyTo: 'an@example.be',
      },
      { ...contactReceiptMail({ locale: 'nl', brand }), kind: 'contact-receipt', to: 'an@example.be' },
    ]);
    expect(await receivedCount(smtp, 2)).toBe(2);
    const byRecipient = new Map(smtp.received.map((mail) => [mail.to[0], mail]));
    expect(headerOf(byRecipient.get('agency@immo.test')!, 'Reply-To')).toBe('an@example.be');
    expect(byRecipient.get('agency@immo.test')?.raw).toContain('Is de villa nog vrij?');
    expect(byRecipient.get('an@example.be')?.raw).not.toContain('Is de villa nog vrij?');
    expect(smtp.received.every((mail) => mail.from === 'info@immo.test')).toBe(true);
    // Resolves after a run that started later than the one that sent them: that one is over.
    await delivery.requestMailDelivery();
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('stores nothing and sends nothing when the request fails before it is accepted', async () => {
    const failing = delivery.storeWithMail(async (_tx, queueMail) => {
      await queueMail({
        ...contactReceiptMail({ locale: 'fr', brand }),
        kind: 'contact-receipt',
        to: 'an@example.be',
      });
      throw new Error('the request could not be stored');
    });
    await expect(failing).rejects.toThrow('could not be stored');
    await delivery.requestMailDelivery();
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });
});
