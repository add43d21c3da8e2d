import { describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/database';
import { formRequest } from '../../support/form-requests';
import { estateFilters, site, setUpNotificationRoutes } from './notifications-fixture';

const { current, captcha } = vi.hoisted(() => ({
  current: { db: null as Database | null },
  captcha: vi.fn(async (..._args: unknown[]) => ({ ok: true })),
}));

vi.mock('@/server/db', () => ({
  getDatabase: async () => {
    if (!current.db) throw new Error('no test database');
    return current.db;
  },
  databaseExists: () => true,
}));
vi.mock('@/server/captcha', () => ({ verifyCaptcha: captcha }));
vi.mock('@/server/mail/brand', () => ({
  siteMailBrand: async () => ({ name: 'Immo Peeters', siteUrl: 'https://www.immo.test' }),
}));
vi.mock('@/server/content-service', () => ({ getEstateFilters: async () => estateFilters }));

const { routes, storedSubscriptions, outbox } = setUpNotificationRoutes(current);

const valid = {
  email: 'an@example.be',
  locale: 'nl',
  criteria: { cities: [9000], types: [1], transactions: [3], priceMin: 150_000, priceMax: null },
  privacy: true,
  'g-recaptcha-response': 'solved',
};

type Answer = {
  status: number;
  body: { error?: { code: string; message: string; fields?: Record<string, string> } } & Record<
    string,
    unknown
  >;
  headers: Headers;
};

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

function request(
  path: string,
  method: 'GET' | 'POST' | 'PUT',
  body?: unknown,
  headers: Record<string, string> = {},
): Request {
  return formRequest(path, body, { method, origin: site, headers });
}

const params = <P extends Record<string, string>>(value: P) => ({ params: Promise.resolve(value) });

async function subscribe(body: unknown = valid, headers: Record<string, string> = {}, lang = 'nl') {
  const response = await routes.collection.POST(
    request(`/${lang}/ajax/notifications`, 'POST', body, headers),
    params({ lang }),
  );
  return answer(response);
}

/** The token, read from the edit link of the newest confirmation mail, as the visitor would. */
async function tokenFromMail(): Promise<string> {
  const mails = await outbox();
  const text = mails.at(-1)?.textBody ?? '';
  const token = /\/hou-me-op-de-hoogte\/([\w-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`No edit link in:\n${text}`);
  return token;
}

async function nothingStored() {
  expect(await storedSubscriptions()).toHaveLength(0);
  expect(await outbox()).toHaveLength(0);
}

describe('POST /{lang}/ajax/notifications', () => {
  it('stores the subscription and mails its links and criteria, without answering the token', async () => {
    const { status, body } = await subscribe();
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: 'subscription-confirmation', toAddress: 'an@example.be' });
    const token = await tokenFromMail();
    expect(mail?.textBody).toContain(`${site}/nl/hou-me-op-de-hoogte/uitschrijven/${token}`);
    expect(mail?.textBody).toContain('Gemeenten: Gent (9000)');
    expect(mail?.textBody).toContain('Soort pand: Huis');
    expect(mail?.textBody).toContain('Prijs: vanaf € 150.000');
    expect(JSON.stringify(body)).not.toContain(token);
    const [stored] = await storedSubscriptions();
    expect(stored).toMatchObject({ email: 'an@example.be', locale: 'nl', token });
    expect(captcha).toHaveBeenCalledWith('solved', expect.any(String));
  });

  it('writes the mail in the language chosen for the mails', async () => {
    expect((await subscribe({ ...valid, locale: 'fr' })).status).toBe(201);
    const [mail] = await outbox();
    expect(mail?.textBody).toContain(`${site}/fr/tenez-moi-informe/`);
    expect(mail?.textBody).toContain('Communes: Gand (9000)');
  });

  it('refuses a missing consent and a malformed address with messages in the language, storing nothing', async () => {
    const { status, body } = await subscribe(
      { ...valid, privacy: undefined, email: 'an-at-example' },
      {},
      'fr',
    );
    expect(status).toBe(400);
    expect(body.error?.fields).toEqual({
      email: 'Indiquez une adresse e-mail valide.',
      privacy: 'Donnez votre accord pour que nous puissions vous inscrire.',
    });
    await nothingStored();
  });

  it('refuses a minimum price above the maximum, naming the field', async () => {
    const { status, body } = await subscribe({
      ...valid,
      criteria: { priceMin: 500_000, priceMax: 100_000 },
    });
    expect(status).toBe(400);
    expect(body.error?.fields).toEqual({
      'criteria.priceMax': 'De maximumprijs mag niet lager zijn dan de minimumprijs.',
    });
    await nothingStored();
  });

  it('refuses a captcha Google does not confirm', async () => {
    captcha.mockResolvedValueOnce({ ok: false });
    const { status, body } = await subscribe();
    expect(status).toBe(400);
    expect(body.error?.code).toBe('captcha_failed');
    await nothingStored();
  });

  it('refuses 100 KB (413), malformed JSON (400), another content type (415) and a foreign origin (403)', async () => {
    const huge = await subscribe({ ...valid, email: `${'a'.repeat(100 * 1024)}@example.be` });
    expect(huge.status).toBe(413);
    const malformed = await subscribe('{"email": "an@example.be",');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.code).toBe('invalid_input');
    const form = await subscribe('email=an%40example.be', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const foreign = await subscribe(valid, { origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(403);
    for (const refused of [huge, malformed, form, foreign]) expect(refused.body.error?.message).toBeTruthy();
    await nothingStored();
  });

  it('answers the 11th request of a minute from one client with 429, whatever X-Real-IP it makes up', async () => {
    const socket = '203.0.113.7';
    for (let count = 1; count <= 10; count += 1) {
      const madeUp = { 'x-vitrine-client-address': socket, 'x-real-ip': `198.51.100.${count}` };
      expect((await subscribe({ ...valid, privacy: false }, madeUp)).status).toBe(400);
    }
    const refused = await subscribe(valid, {
      'x-vitrine-client-address': socket,
      'x-real-ip': '198.51.100.99',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error?.message).toMatch(/te veel/);
    await nothingStored();
    // Another client is not held back.
    expect((await subscribe(valid, { 'x-vitrine-client-address': '203.0.113.8' })).status).toBe(201);
  });

  it('answers a bad language segment with 400', async () => {
    expect((await subscribe(valid, {}, 'es')).status).toBe(400);
  });
});

describe('/{lang}/ajax/notifications/{token}', () => {
  const get = async (token: string) =>
    answer(
      await routes.byToken.GET(
        request(`/nl/ajax/notifications/${token}`, 'GET'),
        params({ lang: 'nl', token }),
      ),
    );
  const put = async (token: string, body: unknown, lang = 'nl') =>
    answer(
      await routes.byToken.PUT(
        request(`/${lang}/ajax/notifications/${token}`, 'PUT', body),
        params({ lang, token }),
      ),
    );

  it('loads and saves by token', async () => {
    await subscribe();
    const token = await tokenFromMail();
    const loaded = await get(token);
    expect(loaded.status).toBe(200);
    expect(loaded.body).toEqual({
      subscription: {
        email: 'an@example.be',
        locale: 'nl',
        criteria: {
          cities: [9000],
          types: [1],
          transactions: [3],
          estates: [],
          priceMin: 150_000,
          priceMax: null,
        },
        // A subscription made without a choice hears of everything, with each run.
        alerts: { kinds: ['newEstates', 'priceDrops', 'backOnMarket', 'offMarket'], frequency: 'instant' },
      },
    });
    const saved = await put(token, {
      email: 'an@example.be',
      locale: 'de',
      criteria: { cities: [9000], types: [2], bedroomsMin: 3 },
    });
    expect(saved.status).toBe(200);
    expect((await get(token)).body).toMatchObject({
      subscription: { locale: 'de', criteria: { types: [2], bedroomsMin: 3, transactions: [] } },
    });
  });

  it('answers an unknown token with a 404 in the language, and refuses bad edits with 400', async () => {
    const unknown = 'x'.repeat(43);
    const missing = await get(unknown);
    expect(missing.status).toBe(404);
    expect(missing.body.error?.message).toBe('Deze inschrijving bestaat niet (meer).');
    expect((await put(unknown, { email: 'an@example.be', locale: 'nl', criteria: {} })).status).toBe(404);
    await subscribe();
    const token = await tokenFromMail();
    const bad = await put(token, { email: 'nope', locale: 'nl', criteria: {} }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual({
      email: 'Enter a valid email address, for example name@example.com.',
    });
    expect((await get(token)).body).toMatchObject({ subscription: { email: 'an@example.be' } });
  });
});

describe('POST /{lang}/ajax/notifications/unsubscribe/{token}', () => {
  const cancel = async (token: string, body: string, headers: Record<string, string> = {}) =>
    answer(
      await routes.unsubscribe.POST(
        request(`/nl/ajax/notifications/unsubscribe/${token}`, 'POST', body, headers),
        params({ lang: 'nl', token }),
      ),
    );
  const oneClick = { 'content-type': 'application/x-www-form-urlencoded', origin: '' };

  it('cancels on the page’s POST; the edit link then gives 404 and cancelling again is harmless', async () => {
    await subscribe();
    const token = await tokenFromMail();
    expect(await cancel(token, '{}')).toMatchObject({ status: 200, body: { outcome: 'cancelled' } });
    const [stored] = await storedSubscriptions();
    expect(stored?.email).toBe('');
    expect(stored?.cancelledAt).not.toBeNull();
    const lookup = await routes.byToken.GET(
      request(`/nl/ajax/notifications/${token}`, 'GET'),
      params({ lang: 'nl', token }),
    );
    expect(lookup.status).toBe(404);
    expect(await cancel(token, '{}')).toMatchObject({ status: 200, body: { outcome: 'already-cancelled' } });
    expect((await cancel('y'.repeat(43), '{}')).status).toBe(404);
  });

  it('cancels on an RFC 8058 one-click POST, which comes without this site’s origin', async () => {
    await subscribe();
    const token = await tokenFromMail();
    const wrongBody = await cancel(token, 'List-Unsubscribe=Maybe', oneClick);
    expect(wrongBody.status).toBe(400);
    expect((await storedSubscriptions())[0]?.cancelledAt).toBeNull();
    expect(await cancel(token, 'List-Unsubscribe=One-Click', oneClick)).toMatchObject({
      status: 200,
      body: { outcome: 'cancelled' },
    });
  });

  it('keeps the guards for the page’s own request and cancels nothing on GET', async () => {
    await subscribe();
    const token = await tokenFromMail();
    expect((await cancel(token, '{}', { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await cancel(token, 'x', { 'content-type': 'text/plain' })).status).toBe(415);
    // Only POST is exported: Next answers any other method with 405 and runs nothing.
    expect(Object.keys(routes.unsubscribe)).not.toContain('GET');
    expect((await storedSubscriptions())[0]?.cancelledAt).toBeNull();
  });
});
