import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the loopback SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** A port nobody listens on now: the place of an SMTP server that is down. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A real SMTP server on loopback that keeps what it receives. Recipients at refused.example are
 * rejected with 550, as a server does for an unknown mailbox.
 */
export function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) {
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      const boundPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        port: boundPort,
        url: `smtp://127.0.0.1:${boundPort}`,
        received,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** A header of a received mail, unfolded. */
export function headerOf(mail: ReceivedMail, name: string): string | null {
  const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}
