import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  AnswerTooLargeError,
  SchemaError,
  UpstreamUnavailableError,
  configureContentApi,
  request,
  requestParsed,
  sitePath,
  tags,
} from '@/content-api';
import { answerCache } from '@/content-api/answer-cache';

const estateSchema = z.object({ id: z.number(), price: z.number() });

type Answer = () => Response | Promise<Response>;

/** A content service whose next answers the test decides; it counts the calls it got. */
function serviceAnswering(
  answers: Answer[],
  settings: { revalidateSeconds?: number; maxAnswerBytes?: number } = {},
) {
  const fetchSpy = vi.fn<typeof fetch>(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next();
  });
  const failures: Error[] = [];
  configureContentApi({
    baseUrl: 'http://content.test',
    siteId: 'demo',
    fetch: fetchSpy,
    revalidateSeconds: settings.revalidateSeconds ?? 60,
    maxAnswerBytes: settings.maxAnswerBytes,
    onServiceFailure: (error) => failures.push(error),
  });
  return { fetchSpy, failures };
}

const estate = (price: number) => () => Response.json({ id: 5, price });
const readEstate = () =>
  requestParsed(estateSchema, 'GET', sitePath('estates', 5), { cacheTags: [tags.estate(5)] });

afterEach(() => {
  vi.useRealTimers();
});

describe('answers the site keeps', () => {
  it('are asked for once while fresh, and again once stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetchSpy } = serviceAnswering([estate(100), estate(200)]);
    expect(await readEstate()).toEqual({ id: 5, price: 100 });
    expect(await readEstate()).toEqual({ id: 5, price: 100 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await readEstate()).toEqual({ id: 5, price: 200 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('never keep an answer that breaks its schema or is not JSON: the next call asks again', async () => {
    const { fetchSpy, failures } = serviceAnswering([
      () => Response.json({ id: 5, price: 'on request' }),
      () => new Response('{"id": 5, "pri', { headers: { 'content-type': 'application/json' } }),
      estate(100),
    ]);
    await expect(readEstate()).rejects.toBeInstanceOf(SchemaError);
    await expect(readEstate()).rejects.toBeInstanceOf(SchemaError);
    expect(await readEstate()).toEqual({ id: 5, price: 100 });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(failures).toHaveLength(2);
  });

  it('let a stale kept answer stand in while the service fails, without reporting a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { failures } = serviceAnswering([
      estate(100),
      () => Response.json({ unexpected: true }),
      () => Promise.reject(new TypeError('connection refused')),
    ]);
    await readEstate();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await readEstate()).toEqual({ id: 5, price: 100 });
    expect(await readEstate()).toEqual({ id: 5, price: 100 });
    expect(failures).toHaveLength(0);
  });

  it('are dropped by a purge of one of their tags, and only then', async () => {
    const { fetchSpy } = serviceAnswering([estate(100), estate(90)]);
    await readEstate();
    expect(answerCache().purge([tags.estate(6), tags.rentals()])).toBe(0);
    expect(await readEstate()).toEqual({ id: 5, price: 100 });
    expect(answerCache().purge([tags.estate(5)])).toBe(1);
    expect(await readEstate()).toEqual({ id: 5, price: 90 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('share one call among renders asking at the same moment', async () => {
    const { fetchSpy } = serviceAnswering([estate(100)]);
    const answers = await Promise.all([readEstate(), readEstate(), readEstate()]);
    expect(answers.map((answer) => answer.price)).toEqual([100, 100, 100]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('are never kept for writes, untagged or back-office calls, or with caching off', async () => {
    const { fetchSpy } = serviceAnswering([estate(100)]);
    for (let round = 0; round < 2; round += 1) {
      await requestParsed(estateSchema, 'GET', sitePath('x'));
      await requestParsed(estateSchema, 'GET', sitePath('y'), { cacheTags: ['y'], backoffice: true });
      await requestParsed(estateSchema, 'GET', sitePath('z'), { cacheTags: ['z'], cache: 'no-store' });
      await request('DELETE', sitePath('w'));
    }
    expect(fetchSpy).toHaveBeenCalledTimes(8);
    const off = serviceAnswering([estate(100)], { revalidateSeconds: 0 });
    await readEstate();
    await readEstate();
    expect(off.fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('reading an answer', () => {
  it('gives up on an answer past the size cap, whether or not it declares its length', async () => {
    const big = JSON.stringify({ id: 5, price: 1, padding: 'x'.repeat(5_000) });
    const undeclared = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(big));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const { failures } = serviceAnswering(
      [() => new Response(big, { headers: { 'content-type': 'application/json' } }), undeclared],
      { maxAnswerBytes: 4_096 },
    );
    await expect(readEstate()).rejects.toBeInstanceOf(AnswerTooLargeError);
    await expect(readEstate()).rejects.toBeInstanceOf(AnswerTooLargeError);
    expect(failures).toHaveLength(2);
  });

  it('bounds the whole read, body included, by the time-out', async () => {
    // A service that sends its headers and the start of a body, then nothing more.
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id": 5,');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      configureContentApi({ baseUrl: `http://127.0.0.1:${port}`, siteId: 'demo', timeoutMs: 200 });
      await expect(readEstate()).rejects.toBeInstanceOf(UpstreamUnavailableError);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
