import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One mail as it leaves the site. */
export interface OutgoingMessage {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  date: Date;
}

export interface MailTransport {
  /** Resolves once the mail is accepted (by the SMTP server, or on disk); rejects otherwise. */
  send(message: OutgoingMessage): Promise<void>;
  /** Where mails go, for logs (never with a password). */
  readonly description: string;
  close(): void;
}

function toNodemailer(message: OutgoingMessage) {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: message.messageId,
    date: message.date,
  };
}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

const DEFAULT_TIMEOUTS: SmtpTimeouts = { connectionMs: 15_000, greetingMs: 15_000, socketMs: 60_000 };

/**
 * Delivery through an SMTP server (smtp://user:pass@host:587, smtps://… for TLS from the start).
 * The time-outs bound one attempt well below the sender's lease on the mail.
 */
export function createSmtpTransport(url: string, timeouts: SmtpTimeouts = DEFAULT_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  const target = new URL(url);
  return {
    description: `SMTP ${target.protocol}//${target.host}`,
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close: () => transporter.close(),
  };
}

/** A file name made from the Message-ID: sending a mail again overwrites its file, never doubles it. */
function emlFileName(message: OutgoingMessage): string {
  const stamp = message.date.toISOString().replace(/[:.]/g, '-');
  const id = message.messageId.replace(/[^A-Za-z0-9@.-]/g, '');
  return `${stamp}_${id}.eml`;
}

/** Without an SMTP server (the demo, development) every mail is written as an .eml file. */
export function createFileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${directory}`,
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message));
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, emlFileName(message));
      // Written under a temporary name first, so a reader never sees half a mail.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message);
      await rename(partial, file);
    },
    close: () => composer.close(),
  };
}
