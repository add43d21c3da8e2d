/**
 * A kept page is HTML rendered once with the nonce of that render. Every visitor gets it with a nonce
 * of their own: each occurrence of the render's nonce (script tags, the policy header, preload links)
 * is replaced by a fresh one. Only markup the framework wrote can carry the render's nonce: it was
 * random and unknown to anything the page shows, so no injected tag can ride along.
 */

const NONCE_IN_POLICY = /'nonce-([^']+)'/;

export function renderNonceOf(policy: string): string | null {
  return NONCE_IN_POLICY.exec(policy)?.[1] ?? null;
}

const NONCE_BYTES = 16;
/** The length of every fresh nonce: 128 bits in base64. */
export const NONCE_LENGTH = 4 * Math.ceil(NONCE_BYTES / 3);

/** 128 random bits, base64, like the nonces the proxy makes. */
export function freshNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(NONCE_BYTES))).toString('base64');
}

/** A text split at every occurrence of the render's nonce, so a fresh one is a join away. */
export type NonceTemplate = readonly string[];

export function toNonceTemplate(text: string, renderNonce: string): NonceTemplate {
  return text.split(renderNonce);
}

export function fillNonce(template: NonceTemplate, nonce: string): string {
  return template.join(nonce);
}
