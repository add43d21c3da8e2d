import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from './support/test';
import { pageLanguages, pageTypes, type PageLanguage, type PageType } from './support/page-types';
import { DEMO_PORT } from './support/servers';

/**
 * The HTML the server sends for every page type, in Dutch and French, through the W3C Nu HTML
 * checker (the `vnu-jar` package; Java 11 or later on the PATH): what a crawler or a browser parses
 * before any script runs must be valid HTML, unique ids and heading levels in order included.
 */

const vnuJar = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');
const run = promisify(execFile);
const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;

/** Page types the shared list leaves out: the grouped listing, the terms, the cancel-appointment link. */
const more = {
  nl: { terms: '/nl/gebruiksvoorwaarden', cancel: '/nl/afspraak-annuleren' },
  fr: { terms: '/fr/conditions-d-utilisation', cancel: '/fr/annuler-rendez-vous' },
} as const satisfies Record<PageLanguage, unknown>;

/** Books the last free visit of an estate at the demo service: the id the cancel link carries. */
async function bookedAppointment(request: APIRequestContext, estateId: string, lang: PageLanguage) {
  const agenda = await request.get(`${demo}/live-agenda/${estateId}`);
  expect(agenda.ok(), `estate ${estateId} has a live agenda`).toBe(true);
  const { id, slots } = (await agenda.json()) as { id: number; slots: { id: string }[] };
  const slot = slots.at(-1);
  if (!slot) throw new Error(`The agenda of estate ${estateId} has no free slot`);
  const booked = await request.post(`${demo}/live-agenda/reservation`, {
    data: { agendaId: id, slotId: slot.id, name: 'Lien Maes', email: 'lien@example.be', locale: lang },
  });
  expect(booked.status()).toBe(201);
  return ((await booked.json()) as { id: string }).id;
}

async function everyPage(request: APIRequestContext, lang: PageLanguage): Promise<PageType[]> {
  const types = await pageTypes(request, lang);
  const path = (name: string) => types.find((type) => type.name === name)!.path;
  const estateId = /\/(\d+)$/.exec(path('property detail'))![1]!;
  const appointment = await bookedAppointment(request, estateId, lang);
  return [
    ...types,
    { name: 'listing, grouped', path: `${path('listing, gallery')}?group=type` },
    { name: 'terms', path: more[lang].terms },
    { name: 'cancel appointment', path: `${more[lang].cancel}/${appointment}` },
    {
      name: 'cancel appointment, unknown',
      path: `${more[lang].cancel}/00000000-0000-4000-8000-000000000000`,
    },
  ];
}

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string };

/**
 * The checker also reads the CSS a page carries, with a CSS grammar older than container queries
 * (Baseline since 2023, which the cards and galleries use): only its messages about those are dropped.
 */
const unknownToTheChecker =
  /^CSS: (?:Unrecognized at-rule “@container”|“container(?:-type|-name)?”: Property “container(?:-type|-name)?” doesn't exist)/;

test('the server HTML of every page type passes the Nu HTML checker, in Dutch and French', async ({
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const folder = testInfo.outputPath('pages');
  mkdirSync(folder, { recursive: true });
  const files = new Map<string, string>();
  for (const lang of pageLanguages) {
    for (const { name, path } of await everyPage(request, lang)) {
      const answer = await request.get(path);
      expect(answer.headers()['content-type'], `${path} answers HTML`).toContain('text/html');
      const file = join(folder, `${lang}-${name.replace(/\W+/g, '-')}.html`);
      writeFileSync(file, await answer.text());
      files.set(file, `${name} (${lang}) ${path}`);
    }
  }
  expect(files.size).toBeGreaterThanOrEqual(2 * 17);

  // One JVM for every page: the checker's start is most of its time.
  const { stdout } = await run(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.keys()],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .filter((message) => !unknownToTheChecker.test(message.message))
    .map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      return `${files.get(file) ?? file}, line ${message.lastLine ?? '?'}: ${message.message}`;
    });
  expect(errors).toEqual([]);
});
