import type { MailOutboxRow } from '@/server/db/schema';

/** What the sender knows of a mail to an agency: the site it is for. */
export type AgencyMailRow = Pick<MailOutboxRow, 'agencySiteId' | 'agencyHostname'>;

/** Looks up the address of a mail queued for the agency of a site; throws while it cannot say. */
export type ResolveRecipient = (row: AgencyMailRow) => Promise<string>;

/** No such site, or a site without a usable address: asking again will not help. */
export class UnknownRecipientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownRecipientError';
  }
}

/** Given up at once: an unknown agency, or a recipient the server refuses (550 no such user). */
export function isPermanentRefusal(error: unknown): boolean {
  if (error instanceof UnknownRecipientError) return true;
  const details = error as { responseCode?: number; command?: string };
  return (
    typeof details.responseCode === 'number' && details.responseCode >= 500 && details.command === 'RCPT TO'
  );
}

export function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
}

/**
 * For one delivery run: a row's own address, or its agency's, looked up once per site however many
 * of its mails wait (while the content service is down, each lookup could take its whole time-out).
 */
export function recipientLookup(resolve: ResolveRecipient | undefined) {
  const lookedUp = new Map<string, Promise<string>>();
  return (row: MailOutboxRow): Promise<string> => {
    if (row.toAddress !== null) return Promise.resolve(row.toAddress);
    if (!resolve) return Promise.reject(new Error('This sender cannot look up an agency'));
    const key = `${row.agencySiteId ?? ''} ${row.agencyHostname ?? ''}`;
    const address = lookedUp.get(key) ?? resolve(row);
    lookedUp.set(key, address);
    return address;
  };
}
