import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/server/db/connect';
import type { Database, DatabaseConnection } from '@/server/db/database';
import { mailOutbox } from '@/server/db/schema';
import { retryDelayMs } from '@/server/mail/backoff';
import { enqueueMail } from '@/server/mail/outbox';
import { createMailSender, type MailSenderOptions } from '@/server/mail/sender';
import { createSmtpTransport, type MailTransport } from '@/server/mail/transports';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';
import { contactMail, FROM, LEASE_MS, manualClock, MESSAGE_DOMAIN, RETRY } from './mail-fixtures';
import { freePort, headerOf, startSmtpServer, type TestSmtpServer } from './smtp-test-server';

const FAST_TIMEOUTS = { connectionMs: 2_000, greetingMs: 2_000, socketMs: 5_000 };

describe('retryDelayMs', () => {
  it('doubles the wait after each failure, up to the cap', () => {
    const policy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, policy))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, policy)).toBe(3_600_000);
    expect(retryDelayMs(10_000, policy)).toBe(3_600_000);
  });
});

describe.each(testEngines)('the mail sender on $name', (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer | null = null;
  const transports: MailTransport[] = [];

  beforeAll(async () => {
    database = await engine.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());
  beforeEach(() => database.reset());
  afterEach(async () => {
    transports.splice(0).forEach((transport) => transport.close());
    await smtp?.stop();
    smtp = null;
  });

  function smtpTransport(port: number): MailTransport {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, FAST_TIMEOUTS);
    transports.push(transport);
    return transport;
  }

  function sender(
    transport: MailTransport,
    clock: ReturnType<typeof manualClock>,
    extra: Partial<MailSenderOptions> = {},
  ) {
    return createMailSender({
      db: database.db,
      transport,
      from: FROM,
      retry: RETRY,
      leaseMs: LEASE_MS,
      now: clock.now,
      ...extra,
    });
  }

  const queue = (clock: ReturnType<typeof manualClock>, to?: string) =>
    enqueueMail(database.db, contactMail(to), { messageDomain: MESSAGE_DOMAIN, now: clock.now() });

  const rowOf = async (id: number) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('delivers a queued mail to the SMTP server with its sender, reply address and Message-ID', async () => {
    smtp = await startSmtpServer();
    const clock = manualClock();
    const id = await queue(clock);
    const report = await sender(smtpTransport(smtp.port), clock).deliverDue();

    expect(report).toEqual({ sent: 1, postponed: 0, failed: 0 });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['agency@immo.test']);
    expect(mail?.from).toBe('no-reply@immo.test');
    expect(headerOf(mail!, 'Reply-To')).toBe('visitor@example.be');
    const row = await rowOf(id);
    expect(headerOf(mail!, 'Message-ID')).toBe(row?.messageId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, leaseOwner: null });
  });

  it('keeps the mail while the SMTP server is down and delivers it once the server is back', async () => {
    const port = await freePort();
    const clock = manualClock();
    const id = await queue(clock);
    const mailSender = sender(smtpTransport(port), clock);

    expect(await mailSender.deliverDue()).toEqual({ sent: 0, postponed: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf(id))?.lastError).toMatch(/ECONNREFUSED|connect/i);

    clock.advance(RETRY.baseDelayMs);
    expect(await mailSender.deliverDue()).toEqual({ sent: 0, postponed: 1, failed: 0 });
    // The wait doubled: half of it later the mail is not due yet, even with the server back.
    smtp = await startSmtpServer(port);
    clock.advance(RETRY.baseDelayMs);
    expect(await mailSender.deliverDue()).toEqual({ sent: 0, postponed: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    clock.advance(RETRY.baseDelayMs);
    expect(await mailSender.deliverDue()).toEqual({ sent: 1, postponed: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('loses nothing when a sender stops between taking a mail and sending it', async () => {
    smtp = await startSmtpServer();
    const clock = manualClock();
    const id = await queue(clock);
    let taken!: () => void;
    const takenByFirst = new Promise<void>((resolve) => (taken = resolve));
    // The first sender takes the mail and never comes back: the process died mid-send.
    const crashing: MailTransport = {
      description: 'a process that died',
      send: () => {
        taken();
        return new Promise<void>(() => {});
      },
      close: () => {},
    };
    void sender(crashing, clock, { owner: 'crashed' }).deliverDue();
    await takenByFirst;
    expect(await rowOf(id)).toMatchObject({ status: 'pending', leaseOwner: 'crashed' });

    const successor = sender(smtpTransport(smtp.port), clock, { owner: 'successor' });
    clock.advance(LEASE_MS - 1);
    expect((await successor.deliverDue()).sent).toBe(0);
    clock.advance(1);
    expect((await successor.deliverDue()).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never lets two senders working at once send the same mail', async () => {
    smtp = await startSmtpServer();
    const clock = manualClock();
    for (let index = 0; index < 12; index += 1) await queue(clock, `buyer${index}@example.be`);
    const reports = await Promise.all(
      ['one', 'two', 'three'].map((owner) =>
        sender(smtpTransport(smtp!.port), clock, { owner }).deliverDue(),
      ),
    );
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(12);
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(new Set(recipients).size).toBe(12);
    expect(recipients).toHaveLength(12);
  });

  it('gives up at once on a recipient the server refuses, and after the last attempt otherwise', async () => {
    smtp = await startSmtpServer();
    const clock = manualClock();
    const refused = await queue(clock, 'nobody@refused.example');
    expect(await sender(smtpTransport(smtp.port), clock).deliverDue()).toMatchObject({ failed: 1 });
    expect(await rowOf(refused)).toMatchObject({ status: 'failed', attempts: 1 });

    const port = await freePort();
    const unlucky = await queue(clock);
    const mailSender = sender(smtpTransport(port), clock);
    for (let attempt = 1; attempt < RETRY.maxAttempts; attempt += 1) {
      expect((await mailSender.deliverDue()).postponed).toBe(1);
      clock.advance(RETRY.maxDelayMs);
    }
    expect((await mailSender.deliverDue()).failed).toBe(1);
    expect(await rowOf(unlucky)).toMatchObject({ status: 'failed', attempts: RETRY.maxAttempts });
  });
});

// Instances of the site behind one load balancer, each polling the same outbox through a connection
// pool of its own. PGlite serves one process only, so this needs the PostgreSQL server.
describe.each(testEngines.filter((engine) => engine.name === 'postgres'))(
  'two instances sending from one outbox on $name',
  (engine) => {
    let database: TestDatabase;
    let secondInstance: DatabaseConnection;
    let smtp: TestSmtpServer;
    const transports: MailTransport[] = [];

    beforeAll(async () => {
      database = await engine.open();
      secondInstance = await connectDatabase({ engine: 'postgres', url: database.url! });
      smtp = await startSmtpServer();
    }, OPEN_TIMEOUT_MS);
    afterAll(async () => {
      transports.forEach((transport) => transport.close());
      await smtp.stop();
      await secondInstance.close();
      await database.close();
    });

    it('delivers every queued mail exactly once while both poll at the same time', async () => {
      const clock = manualClock();
      const addresses = Array.from({ length: 30 }, (_, index) => `buyer${index}@example.be`);
      for (const address of addresses) {
        await enqueueMail(database.db, contactMail(address), {
          messageDomain: MESSAGE_DOMAIN,
          now: clock.now(),
        });
      }
      const instance = (db: Database, owner: string) => {
        const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, FAST_TIMEOUTS);
        transports.push(transport);
        return createMailSender({
          db,
          transport,
          from: FROM,
          retry: RETRY,
          leaseMs: LEASE_MS,
          now: clock.now,
          owner,
        });
      };
      const first = instance(database.db, 'instance-1');
      const second = instance(secondInstance.db, 'instance-2');
      // Each instance polls several times at once, as its timer and its form requests both may.
      const reports = await Promise.all([first, second, first, second].map((sender) => sender.deliverDue()));

      expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(addresses.length);
      const recipients = smtp.received.flatMap((mail) => mail.to).sort();
      expect(recipients).toEqual([...addresses].sort());
      const statuses = await database.db.selectDistinct({ status: mailOutbox.status }).from(mailOutbox);
      expect(statuses).toEqual([{ status: 'sent' }]);
    });
  },
);
