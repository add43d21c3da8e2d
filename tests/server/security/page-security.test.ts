import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { withPageSecurity } from '@/server/security/page-security';

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('withPageSecurity', () => {
  it('gives the page request and its response the same policy, with a nonce', async () => {
    let seen: string | null = null;
    const proxy = withPageSecurity(async (request) => {
      seen = request.headers.get('content-security-policy');
      return NextResponse.next({ request: { headers: request.headers } });
    });
    const response = await proxy(new NextRequest('http://localhost:3000/nl'));
    const policy = response.headers.get('content-security-policy');
    expect(nonceOf(policy)).toBeTruthy();
    expect(seen).toBe(policy);
  });

  it('replaces a policy the visitor sent, so no one picks the nonce', async () => {
    let seen: string | null = null;
    const proxy = withPageSecurity(async (request) => {
      seen = request.headers.get('content-security-policy');
      return NextResponse.next();
    });
    await proxy(
      new NextRequest('http://localhost:3000/nl', {
        headers: { 'content-security-policy': "script-src 'nonce-chosen'" },
      }),
    );
    expect(nonceOf(seen)).not.toBe('chosen');
  });

  it('uses a new nonce for every response', async () => {
    const proxy = withPageSecurity(async () => NextResponse.next());
    const first = await proxy(new NextRequest('http://localhost:3000/nl'));
    const second = await proxy(new NextRequest('http://localhost:3000/nl'));
    expect(nonceOf(first.headers.get('content-security-policy'))).not.toBe(
      nonceOf(second.headers.get('content-security-policy')),
    );
  });

  it('leaves redirects alone', async () => {
    const proxy = withPageSecurity(async () => Response.redirect('http://localhost:3000/nl', 307));
    const response = await proxy(new NextRequest('http://localhost:3000/'));
    expect(response.status).toBe(307);
    expect(response.headers.has('content-security-policy')).toBe(false);
  });
});
