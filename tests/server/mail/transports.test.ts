import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileTransport, type OutgoingMessage } from '@/server/mail/transports';

const root = mkdtempSync(path.join(tmpdir(), 'vitrine-mail-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const message: OutgoingMessage = {
  from: 'Immo Peeters <info@immo.test>',
  to: 'an@example.be',
  replyTo: null,
  subject: 'Uw afspraak',
  text: 'Tot dan!',
  html: '<p>Tot dan!</p>',
  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  messageId: '<4f1c@immo.test>',
  date: new Date('2026-03-14T10:00:00Z'),
};

describe('the file transport', () => {
  it('writes each mail as an .eml file, in a folder it creates', async () => {
    const folder = path.join(root, 'mail');
    await createFileTransport(folder).send(message);
    const files = readdirSync(folder);
    expect(files).toEqual(['2026-03-14T10-00-00-000Z_4f1c@immo.test.eml']);
    const eml = readFileSync(path.join(folder, files[0]!), 'utf8');
    expect(eml).toContain('To: an@example.be');
    expect(eml).toContain('Message-ID: <4f1c@immo.test>');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml).toContain('Content-Type: text/html');
  });

  it('overwrites the file when the same mail is sent again after a crash', async () => {
    const folder = path.join(root, 'again');
    const transport = createFileTransport(folder);
    await transport.send(message);
    await transport.send(message);
    expect(readdirSync(folder)).toHaveLength(1);
  });
});
