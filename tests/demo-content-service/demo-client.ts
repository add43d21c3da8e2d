import type { Hono } from 'hono';
import { createDemoApp } from '@/demo-content-service/app';

export const PUBLIC_URL = 'http://demo.test';

/** A fresh demo service per test file, with its own data and writes, reached through app.request. */
export function createDemoClient(app: Hono = createDemoApp({ publicUrl: PUBLIC_URL })) {
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-site-id': 'demo',
        'x-client': 'vitrine-site',
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: isJson ? (JSON.parse(text) as unknown) : undefined,
    };
  };
  return {
    app,
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body: unknown) => send('POST', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}

export type DemoClient = ReturnType<typeof createDemoClient>;
