import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '@/server/db/database';
import { mailOutbox } from '@/server/db/schema';
import { mailKinds, type OutboxMail } from './message';

const singleLine = (max: number) =>
  z
    .string()
    .transform((text) => text.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(max));

/** An agency named by its site, its address looked up when the mail is sent. */
const agencySiteSchema = z.union([
  z.object({ siteId: z.string().trim().min(1).max(100) }),
  z.object({ hostname: z.string().trim().toLowerCase().min(1).max(260) }),
]);

// Checked once more here, whatever the caller validated: one recipient per mail (the site must
// never relay to a list), one-line subject and header values (no header injection).
const outboxMailSchema = z.object({
  kind: z.enum(mailKinds),
  to: z.union([z.email(), z.object({ agencyOf: agencySiteSchema })]),
  replyTo: z.email().nullish(),
  subject: singleLine(250),
  text: z.string().min(1),
  html: z.string().min(1),
  headers: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/), z.string().regex(/^[^\r\n]*$/)).optional(),
});

export class InvalidMailError extends Error {
  constructor(message: string) {
    super(`Mail refused by the outbox: ${message}`);
    this.name = 'InvalidMailError';
  }
}

/** The domain half of an address, for Message-IDs: 'Immo <info@immo.be>' -> 'immo.be'. */
export function mailDomain(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

export interface EnqueueOptions {
  /** The domain of the Message-ID; the sender's domain. */
  messageDomain: string;
  now?: Date;
}

/**
 * Writes a mail into the outbox and returns its id. Call it with the transaction that stores the
 * request itself: the mail exists exactly when the request does.
 */
export async function enqueueMail(db: Database, mail: OutboxMail, options: EnqueueOptions): Promise<number> {
  const parsed = outboxMailSchema.safeParse(mail);
  if (!parsed.success) {
    throw new InvalidMailError(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  }
  const now = options.now ?? new Date();
  const { to } = parsed.data;
  const agency = typeof to === 'string' ? null : to.agencyOf;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: parsed.data.kind,
      messageId: `<${randomUUID()}@${options.messageDomain}>`,
      toAddress: typeof to === 'string' ? to : null,
      agencySiteId: agency && 'siteId' in agency ? agency.siteId : null,
      agencyHostname: agency && 'hostname' in agency ? agency.hostname : null,
      replyTo: parsed.data.replyTo ?? null,
      subject: parsed.data.subject,
      textBody: parsed.data.text,
      htmlBody: parsed.data.html,
      headers: parsed.data.headers ?? {},
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The outbox did not return the new mail');
  return row.id;
}
