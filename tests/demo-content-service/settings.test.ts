import { describe, expect, it } from 'vitest';
import { parseDemoServiceSettings } from '@/demo-content-service/settings';

describe('demo content service settings', () => {
  it('defaults to port 4010 and photo URLs on that port', () => {
    expect(parseDemoServiceSettings({})).toEqual({
      port: 4010,
      publicUrl: 'http://localhost:4010',
      revalidation: null,
    });
    expect(parseDemoServiceSettings({ DEMO_CONTENT_SERVICE_PORT: '', DEMO_PUBLIC_URL: '' })).toEqual({
      port: 4010,
      publicUrl: 'http://localhost:4010',
      revalidation: null,
    });
  });

  it('follows the chosen port unless a public URL is given', () => {
    expect(parseDemoServiceSettings({ DEMO_CONTENT_SERVICE_PORT: '4999' }).publicUrl).toBe(
      'http://localhost:4999',
    );
    expect(
      parseDemoServiceSettings({
        DEMO_CONTENT_SERVICE_PORT: '4999',
        DEMO_PUBLIC_URL: 'https://media.example.be/',
      }),
    ).toMatchObject({ port: 4999, publicUrl: 'https://media.example.be' });
  });

  it('refuses a bad port or URL, naming the variable', () => {
    expect(() => parseDemoServiceSettings({ DEMO_CONTENT_SERVICE_PORT: 'abc' })).toThrow(
      /DEMO_CONTENT_SERVICE_PORT/,
    );
    expect(() => parseDemoServiceSettings({ DEMO_PUBLIC_URL: 'not a url' })).toThrow(/DEMO_PUBLIC_URL/);
  });

  it("calls the site's revalidation webhooks only when both the addresses and the secret are given", () => {
    expect(
      parseDemoServiceSettings({
        DEMO_REVALIDATE_URLS: ' http://127.0.0.1:3000/api/revalidate , http://127.0.0.1:3001/api/revalidate,',
        DEMO_REVALIDATE_SECRET: 'demo-secret-shared-with-the-site!',
      }).revalidation,
    ).toEqual({
      urls: ['http://127.0.0.1:3000/api/revalidate', 'http://127.0.0.1:3001/api/revalidate'],
      secret: 'demo-secret-shared-with-the-site!',
    });
    expect(
      parseDemoServiceSettings({ DEMO_REVALIDATE_URLS: 'http://127.0.0.1:3000/api/revalidate' }).revalidation,
    ).toBeNull();
    expect(parseDemoServiceSettings({ DEMO_REVALIDATE_SECRET: 'demo-secret' }).revalidation).toBeNull();
    expect(
      parseDemoServiceSettings({ DEMO_REVALIDATE_URLS: ' , ', DEMO_REVALIDATE_SECRET: 'demo-secret' })
        .revalidation,
    ).toBeNull();
    expect(
      parseDemoServiceSettings({
        DEMO_REVALIDATE_URLS: 'http://127.0.0.1:3000/api/revalidate',
        DEMO_REVALIDATE_SECRET: '',
      }).revalidation,
    ).toBeNull();
  });

  it('refuses a webhook address that is not a URL, naming the variable', () => {
    expect(() =>
      parseDemoServiceSettings({
        DEMO_REVALIDATE_URLS: 'http://127.0.0.1:3000/api/revalidate,not a url',
        DEMO_REVALIDATE_SECRET: 'demo-secret',
      }),
    ).toThrow(/DEMO_REVALIDATE_URLS/);
  });
});
