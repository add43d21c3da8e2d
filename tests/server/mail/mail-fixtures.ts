import type { OutboxMail } from '@/server/mail/message';
import type { RetryPolicy } from '@/server/mail/backoff';

export const MESSAGE_DOMAIN = 'immo.test';
export const FROM = 'Immo Test <no-reply@immo.test>';
export const RETRY: RetryPolicy = { baseDelayMs: 1_000, maxDelayMs: 8_000, maxAttempts: 5 };
export const LEASE_MS = 60_000;

export function contactMail(to = 'agency@immo.test', overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    kind: 'contact-request',
    to,
    replyTo: 'visitor@example.be',
    subject: 'Question about the villa',
    text: 'Is the villa still available?',
    html: '<p>Is the villa still available?</p>',
    ...overrides,
  };
}

/** A clock the test moves by hand: no test ever waits for real time to pass. */
export function manualClock(start = new Date('2026-03-14T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
