import 'server-only';
import { headers } from 'next/headers';

/**
 * The nonce proxy.ts put in this request's Content-Security-Policy, for the few inline scripts the site
 * writes itself (Next stamps its own scripts by reading the same header); undefined when there is none.
 */
export async function scriptNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy');
  return policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
}
