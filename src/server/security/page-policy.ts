import { config } from '@/config';
import { allowedOrigins } from './allowed-origins';
import { buildContentSecurityPolicy } from './content-security-policy';

const origins = allowedOrigins(config);
const onHttps = config.siteUrl.startsWith('https://');

/** The Content-Security-Policy of one HTML response, with the nonce Next puts on its scripts. */
export function pagePolicy(nonce: string): string {
  return buildContentSecurityPolicy({ nonce, origins, upgradeInsecureRequests: onHttps });
}
