import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EstateGroup } from '@/content-api/schemas';
import { createDemoApp } from '@/demo-content-service/app';
import { coastMunicipalityIds } from '@/demo-content-service/dataset/municipalities';
import { createDemoClient, PUBLIC_URL, type DemoClient } from './demo-client';

const NEW_PRICE = 123_456;

type SearchAnswer = { results: EstateGroup[] };

async function search(client: DemoClient, siteId: string): Promise<EstateGroup[]> {
  const response = await client.app.request(`/sites/${siteId}/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: {} }),
  });
  return ((await response.json()) as SearchAnswer).results;
}

const isAtTheCoast = (group: EstateGroup) =>
  (coastMunicipalityIds as readonly number[]).includes(Number(group.children[0]?.address?.city?.id));

/** A published estate of one record (not a project) at the coast or inland. */
async function estate(client: DemoClient, atTheCoast: boolean) {
  const group = (await search(client, 'demo')).find(
    (candidate) => candidate.children.length === 1 && isAtTheCoast(candidate) === atTheCoast,
  )!;
  return { groupId: group.id, recordId: group.children[0]!.general.id };
}

/** The price one site shows for a record, in its detail answer and in its search answer. */
async function pricesShown(client: DemoClient, siteId: string, groupId: number, recordId: number) {
  const detail = await client.get(`/sites/${siteId}/estates/group/${groupId}`, { 'x-site-id': siteId });
  const inDetail =
    detail.status === 200
      ? (detail.json as EstateGroup).children.find((record) => record.general.id === recordId)?.price?.value
      : undefined;
  const inSearch = (await search(client, siteId))
    .flatMap((group) => group.children)
    .find((record) => record.general.id === recordId)?.price?.value;
  return { inDetail, inSearch };
}

const changePrice = (client: DemoClient, id: number | string, body: unknown) =>
  client.post(`/demo/estates/${id}/price`, body);

describe('changing the price of an estate, as an agent does in the CRM', () => {
  const sharedClient = createDemoClient();

  it('shows the new price on the coastal site and the main site for an estate at the coast', async () => {
    const client = createDemoClient();
    const { groupId, recordId } = await estate(client, true);
    const answer = await changePrice(client, recordId, { price: NEW_PRICE });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: recordId, price: NEW_PRICE });
    expect([...(answer.json as { sites: string[] }).sites].sort()).toEqual(['demo', 'kust']);
    for (const siteId of ['demo', 'kust']) {
      expect(await pricesShown(client, siteId, groupId, recordId)).toEqual({
        inDetail: NEW_PRICE,
        inSearch: NEW_PRICE,
      });
    }
  });

  it('changes only the main site for an estate inland', async () => {
    const client = createDemoClient();
    const { groupId, recordId } = await estate(client, false);
    const answer = await changePrice(client, recordId, { price: NEW_PRICE });
    expect((answer.json as { sites: string[] }).sites).toEqual(['demo']);
    expect(await pricesShown(client, 'demo', groupId, recordId)).toEqual({
      inDetail: NEW_PRICE,
      inSearch: NEW_PRICE,
    });
    expect(await pricesShown(client, 'kust', groupId, recordId)).toEqual({
      inDetail: undefined,
      inSearch: undefined,
    });
  });

  it('leaves other demo services as they were', async () => {
    const client = createDemoClient();
    const other = createDemoClient();
    const { groupId, recordId } = await estate(client, false);
    const before = await pricesShown(other, 'demo', groupId, recordId);
    await changePrice(client, recordId, { price: NEW_PRICE });
    expect(await pricesShown(other, 'demo', groupId, recordId)).toEqual(before);
  });

  it.each([
    ['no price', {}],
    ['a price of zero', { price: 0 }],
    ['a negative price', { price: -5 }],
    ['a word for a price', { price: 'cheap' }],
    ['a body that is not JSON', 'price=5'],
  ])('refuses %s', async (_case, body) => {
    const { groupId, recordId } = await estate(sharedClient, false);
    const before = await pricesShown(sharedClient, 'demo', groupId, recordId);
    const answer = await changePrice(sharedClient, recordId, body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: 'invalid_input' } });
    expect(await pricesShown(sharedClient, 'demo', groupId, recordId)).toEqual(before);
  });

  it('refuses an id that is not a number, and answers 404 for an unknown estate', async () => {
    expect((await changePrice(sharedClient, 'villa', { price: NEW_PRICE })).status).toBe(400);
    const unknown = await changePrice(sharedClient, 77, { price: NEW_PRICE });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: { code: 'not_found' } });
  });
});

type Received = { headers: IncomingHttpHeaders; body: string };

const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))));

/** A site's revalidation webhook on a loopback port, answering each call with `status`. */
async function webhook(status: number) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, received };
}

describe('telling the site that a price changed', () => {
  const SECRET = 'demo-secret-shared-with-the-site!';

  it('calls the webhook once per site that shows the estate, signed, and reports what it answered', async () => {
    const site = await webhook(202);
    const client = createDemoClient(
      createDemoApp({ publicUrl: PUBLIC_URL, revalidation: { urls: [site.url], secret: SECRET } }),
    );
    const { recordId } = await estate(client, true);
    const answer = await changePrice(client, recordId, { price: NEW_PRICE });
    expect(answer.json).toMatchObject({ revalidation: [202, 202] });
    expect(site.received).toHaveLength(2);
    const announced = site.received.map(({ headers, body }) => {
      const timestamp = String(headers['x-vitrine-timestamp']);
      const hmac = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
      expect(headers['x-vitrine-signature']).toBe(`sha256=${hmac}`);
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      expect(headers['content-type']).toBe('application/json');
      return JSON.parse(body) as unknown;
    });
    expect(announced).toEqual(
      expect.arrayContaining(
        ['demo', 'kust'].map((siteId) => ({ site: siteId, changes: [{ kind: 'estate', id: recordId }] })),
      ),
    );
  });

  it('calls every configured address and reports a refusal or an unreachable one as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusing = await webhook(401);
    const gone = await webhook(202);
    await new Promise((done) => servers.pop()!.close(done));
    const client = createDemoClient(
      createDemoApp({
        publicUrl: PUBLIC_URL,
        revalidation: { urls: [refusing.url, gone.url], secret: SECRET },
      }),
    );
    const { recordId } = await estate(client, false);
    const answer = await changePrice(client, recordId, { price: NEW_PRICE });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ revalidation: [401, 0] });
    expect(refusing.received).toHaveLength(1);
  });

  it('calls nothing without a configured webhook', async () => {
    const client = createDemoClient();
    const { recordId } = await estate(client, false);
    expect((await changePrice(client, recordId, { price: NEW_PRICE })).json).toMatchObject({
      revalidation: [],
    });
  });
});
