import { eq } from 'drizzle-orm';
import { HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSite } from '@/content-api';
import { mailOutbox } from '@/server/db/schema';
import { agencyAddressResolver } from '@/server/mail/agency-address';
import type { OutboxMail } from '@/server/mail/message';
import { enqueueMail } from '@/server/mail/outbox';
import { createMailSender } from '@/server/mail/sender';
import type { MailTransport, OutgoingMessage } from '@/server/mail/transports';
import { lookupSiteByHostname } from '@/server/sites/site-lookup';
import { answerWith, json, startContentService } from '../../support/msw-content-service';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';
import { contactMail, FROM, LEASE_MS, manualClock, MESSAGE_DOMAIN, RETRY } from './mail-fixtures';

startContentService();

const kust = {
  id: 'kust',
  name: 'Kust en Duin',
  hostnames: ['kust.test'],
  languages: ['nl', 'fr'],
  defaultLanguage: 'nl',
  contact: {
    email: 'kantoor@kust.test',
    phone: '050 11 22 33',
    street: 'Zeedijk 1',
    zip: '8300',
    city: 'Knokke',
  },
};

/** The content service does not answer (a gateway in front of it says so). */
const down = () => new HttpResponse(null, { status: 503 });

describe.each(testEngines)('mails to the agency of a site, on $name', (engine) => {
  let database: TestDatabase;
  const sent: OutgoingMessage[] = [];
  const transport: MailTransport = {
    description: 'memory',
    send: async (message) => void sent.push(message),
    close: () => {},
  };

  beforeAll(async () => {
    database = await engine.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.reset();
    sent.length = 0;
  });

  function sender(clock: ReturnType<typeof manualClock>, agencyMailTo: string | null = null) {
    return createMailSender({
      db: database.db,
      transport,
      from: FROM,
      retry: RETRY,
      leaseMs: LEASE_MS,
      now: clock.now,
      resolveRecipient: agencyAddressResolver({
        agencyMailTo,
        siteById: (siteId) => getSite({ siteId }),
        siteByHostname: lookupSiteByHostname,
      }),
    });
  }

  const queue = (clock: ReturnType<typeof manualClock>, to: OutboxMail['to']) =>
    enqueueMail(database.db, contactMail('ignored@immo.test', { to }), {
      messageDomain: MESSAGE_DOMAIN,
      now: clock.now(),
    });
  const rowOf = async (id: number) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('keeps a request made while the content service was down, and mails the agency once it answers', async () => {
    const clock = manualClock();
    const id = await queue(clock, { agencyOf: { siteId: 'kust' } });
    const receipt = await queue(clock, 'visitor@example.be');
    answerWith('get', '/sites/kust', down);
    const mailSender = sender(clock);

    // The visitor's receipt is not held up by the agency that cannot be looked up yet.
    expect(await mailSender.deliverDue()).toEqual({ sent: 1, postponed: 1, failed: 0 });
    expect(sent.map((mail) => mail.to)).toEqual(['visitor@example.be']);
    expect(await rowOf(receipt)).toMatchObject({ status: 'sent' });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, toAddress: null });
    expect((await rowOf(id))?.lastError).toMatch(/503/);

    // Tried again after the usual wait, and again, past the attempts an SMTP failure is allowed.
    for (let attempt = 2; attempt <= RETRY.maxAttempts + 2; attempt += 1) {
      clock.advance(RETRY.maxDelayMs);
      expect(await mailSender.deliverDue()).toEqual({ sent: 0, postponed: 1, failed: 0 });
    }
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: RETRY.maxAttempts + 2 });

    answerWith('get', '/sites/kust', json(kust));
    expect(await mailSender.deliverDue()).toEqual({ sent: 0, postponed: 0, failed: 0 });
    clock.advance(RETRY.maxDelayMs);
    expect(await mailSender.deliverDue()).toEqual({ sent: 1, postponed: 0, failed: 0 });
    expect(sent.at(-1)).toMatchObject({ to: 'kantoor@kust.test', replyTo: 'visitor@example.be' });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', toAddress: 'kantoor@kust.test' });
  });

  it('finds the agency by the host name the request came to when its site was not known', async () => {
    const clock = manualClock();
    const id = await queue(clock, { agencyOf: { hostname: 'kust.test' } });
    const asked = answerWith('get', '/sites/by-hostname/kust.test', json(kust));
    expect(await sender(clock).deliverDue()).toEqual({ sent: 1, postponed: 0, failed: 0 });
    expect(sent.map((mail) => mail.to)).toEqual(['kantoor@kust.test']);
    expect(asked).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ toAddress: 'kantoor@kust.test', agencyHostname: 'kust.test' });
  });

  it('asks once per site, however many of its mails wait', async () => {
    const clock = manualClock();
    for (let count = 0; count < 3; count += 1) await queue(clock, { agencyOf: { siteId: 'kust' } });
    const asked = answerWith('get', '/sites/kust', json(kust));
    expect(await sender(clock).deliverDue()).toEqual({ sent: 3, postponed: 0, failed: 0 });
    expect(asked).toHaveLength(1);
  });

  it('sends to AGENCY_MAIL_TO when it is set, without asking the content service', async () => {
    const clock = manualClock();
    await queue(clock, { agencyOf: { hostname: 'kust.test' } });
    expect(await sender(clock, 'makelaar@immo.test').deliverDue()).toMatchObject({ sent: 1 });
    expect(sent.map((mail) => mail.to)).toEqual(['makelaar@immo.test']);
  });

  it('gives up, keeping it in the outbox, a mail for a site the content service does not know', async () => {
    const clock = manualClock();
    const id = await queue(clock, { agencyOf: { siteId: 'gone' } });
    answerWith('get', '/sites/gone', json({ message: 'Not Found' }, 404));
    expect(await sender(clock).deliverDue()).toEqual({ sent: 0, postponed: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', toAddress: null });
    expect(sent).toHaveLength(0);
  });
});
