import { describe, expect, it } from 'vitest';
import { judgeRequest } from '@/server/http/request-sanity';

describe('judgeRequest', () => {
  it('hands ordinary requests to the site as they are', () => {
    expect(judgeRequest('GET', '/nl/te-koop?price-max=300000')).toEqual({
      kind: 'serve',
      target: '/nl/te-koop?price-max=300000',
    });
    expect(judgeRequest('POST', '/nl/ajax/contact-form')).toEqual({
      kind: 'serve',
      target: '/nl/ajax/contact-form',
    });
    expect(judgeRequest('GET', '/nl/te-koop/gent%20centrum')).toMatchObject({ kind: 'serve' });
  });

  it('refuses a path with a malformed escape, once or twice encoded, on every route', () => {
    for (const path of [
      '/nl/ajax/estate/%zz',
      '/media/assets/%zz',
      '/rental-photo/%zz/1.svg',
      '/api/%zz',
      '/nl/%25zz',
      '/nl/%E0%A4%A',
      '/nl/%',
    ]) {
      expect(judgeRequest('GET', path), path).toEqual({ kind: 'refuse', status: 400 });
    }
  });

  it('leaves a malformed escape in the query to the route, which reads it leniently', () => {
    expect(judgeRequest('GET', '/nl/ajax/search-city?q=%zz')).toMatchObject({ kind: 'serve' });
  });

  it('never allows TRACE, and answers OPTIONS * with what the server allows', () => {
    expect(judgeRequest('TRACE', '/nl')).toEqual({ kind: 'refuse', status: 405 });
    expect(judgeRequest('trace', '/nl')).toEqual({ kind: 'refuse', status: 405 });
    expect(judgeRequest('OPTIONS', '*')).toEqual({ kind: 'refuse', status: 405 });
    expect(judgeRequest('GET', '*')).toEqual({ kind: 'refuse', status: 400 });
  });

  it('refuses methods no route has as a client error, never a 5xx', () => {
    expect(judgeRequest('PROPFIND', '/nl')).toEqual({ kind: 'refuse', status: 405 });
    expect(judgeRequest('CONNECT', '/nl')).toEqual({ kind: 'refuse', status: 405 });
    expect(judgeRequest(undefined, '/nl')).toEqual({ kind: 'refuse', status: 405 });
  });

  it('serves an absolute-form request line as its path on the host the request came to', () => {
    expect(judgeRequest('GET', 'http://evil.example/nl?x=1')).toEqual({ kind: 'serve', target: '/nl?x=1' });
    expect(judgeRequest('GET', 'HTTPS://evil.example')).toEqual({ kind: 'serve', target: '/' });
    expect(judgeRequest('GET', 'ftp://evil.example/nl')).toEqual({ kind: 'refuse', status: 400 });
    expect(judgeRequest('GET', 'nl')).toEqual({ kind: 'refuse', status: 400 });
  });

  it('never lets a path read as a host name', () => {
    expect(judgeRequest('GET', '//evil.example/nl')).toEqual({ kind: 'serve', target: '/evil.example/nl' });
    expect(judgeRequest('GET', '/\\evil.example')).toEqual({ kind: 'serve', target: '/evil.example' });
  });
});
