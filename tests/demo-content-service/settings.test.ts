import { describe, expect, it } from 'vitest';
import { parseDemoServiceSettings } from '@/demo-content-service/settings';

describe('demo content service settings', () => {
  it('defaults to port 4010 and photo URLs on that port', () => {
    expect(parseDemoServiceSettings({})).toEqual({ port: 4010, publicUrl: 'http://localhost:4010' });
    expect(parseDemoServiceSettings({ DEMO_CONTENT_SERVICE_PORT: '', DEMO_PUBLIC_URL: '' })).toEqual({
      port: 4010,
      publicUrl: 'http://localhost:4010',
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
    ).toEqual({ port: 4999, publicUrl: 'https://media.example.be' });
  });

  it('refuses a bad port or URL, naming the variable', () => {
    expect(() => parseDemoServiceSettings({ DEMO_CONTENT_SERVICE_PORT: 'abc' })).toThrow(
      /DEMO_CONTENT_SERVICE_PORT/,
    );
    expect(() => parseDemoServiceSettings({ DEMO_PUBLIC_URL: 'not a url' })).toThrow(/DEMO_PUBLIC_URL/);
  });
});
