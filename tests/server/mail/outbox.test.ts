import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { transactionWithMail } from '@/server/mail/mail-transaction';
import type { OutboxMail } from '@/server/mail/message';
import { enqueueMail, InvalidMailError, mailDomain } from '@/server/mail/outbox';
import { subscriptions } from '@/server/db/schema';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';
import { contactMail, MESSAGE_DOMAIN } from './mail-fixtures';

describe('mailDomain', () => {
  it('reads the domain of a plain or a named address', () => {
    expect(mailDomain('Immo Peeters <info@immo-peeters.be>')).toBe('immo-peeters.be');
    expect(mailDomain('info@immo.be')).toBe('immo.be');
  });
});

describe.each(testEngines)('the mail outbox on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());
  beforeEach(() => database.reset());

  it('stores a queued mail as pending and due at once, with its own Message-ID', async () => {
    const now = new Date('2026-03-14T10:00:00Z');
    const id = await enqueueMail(database.db, contactMail(), { messageDomain: MESSAGE_DOMAIN, now });
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ id, status: 'pending', attempts: 0, toAddress: 'agency@immo.test' });
    expect(row?.nextAttemptAt.toISOString()).toBe(now.toISOString());
    expect(row?.messageId).toMatch(/^<[0-9a-f-]{36}@immo\.test>$/);
  });

  it('refuses several recipients, a bad reply address and line breaks in headers', async () => {
    const queue = (overrides: Parameters<typeof contactMail>[1]) =>
      enqueueMail(database.db, contactMail('agency@immo.test', overrides), { messageDomain: MESSAGE_DOMAIN });
    await expect(queue({ to: 'a@example.be, b@example.be' })).rejects.toThrow(InvalidMailError);
    await expect(queue({ replyTo: 'not an address' })).rejects.toThrow(/replyTo/);
    await expect(queue({ headers: { 'List-Id': 'x\r\nBcc: victim@example.be' } })).rejects.toThrow(/headers/);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('stores a mail for the agency of a site without an address, to be looked up when it is sent', async () => {
    const queue = (to: OutboxMail['to']) =>
      enqueueMail(database.db, contactMail('unused@immo.test', { to }), { messageDomain: MESSAGE_DOMAIN });
    await queue({ agencyOf: { siteId: 'kust' } });
    await queue({ agencyOf: { hostname: 'Kust.Test' } });
    expect(
      (await database.db.select().from(mailOutbox).orderBy(mailOutbox.id)).map((row) => [
        row.toAddress,
        row.agencySiteId,
        row.agencyHostname,
      ]),
    ).toEqual([
      [null, 'kust', null],
      [null, null, 'kust.test'],
    ]);
    await expect(queue({ agencyOf: { siteId: '' } })).rejects.toThrow(InvalidMailError);
  });

  it('keeps a subject on one line', async () => {
    await enqueueMail(
      database.db,
      contactMail('agency@immo.test', { subject: 'Villa\r\nBcc: x@y.be  now' }),
      {
        messageDomain: MESSAGE_DOMAIN,
      },
    );
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.subject).toBe('Villa Bcc: x@y.be now');
  });

  it('stores the request and its mails together, or neither when the request fails', async () => {
    await transactionWithMail(
      database.db,
      async (tx, queueMail) => {
        await tx.insert(subscriptions).values({ token: 't1', email: 'a@b.be', locale: 'nl', criteria: {} });
        await queueMail(contactMail());
      },
      { messageDomain: MESSAGE_DOMAIN },
    );
    const failing = transactionWithMail(
      database.db,
      async (tx, queueMail) => {
        await tx.insert(subscriptions).values({ token: 't2', email: 'c@d.be', locale: 'nl', criteria: {} });
        await queueMail(contactMail());
        throw new Error('the request fails after its mail was queued');
      },
      { messageDomain: MESSAGE_DOMAIN },
    );
    await expect(failing).rejects.toThrow('the request fails');
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
    expect((await database.db.select().from(subscriptions)).map((row) => row.token)).toEqual(['t1']);
  });
});
