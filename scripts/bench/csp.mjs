// Whether a page's answer carries the strict policy: scripts by this response's nonce with
// 'strict-dynamic', no 'unsafe-eval' or 'unsafe-inline' for scripts, no plugins, no <base>.

/** The script-src and the other directives a strict policy needs, checked on one answer. */
export function isStrictPolicy(policy) {
  if (!policy) return false;
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  return (
    scripts.some((value) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(value)) &&
    scripts.includes("'strict-dynamic'") &&
    !scripts.includes("'unsafe-eval'") &&
    !scripts.includes("'unsafe-inline'") &&
    directives.get('object-src')?.join(' ') === "'none'" &&
    directives.get('base-uri')?.join(' ') === "'none'" &&
    directives.has('frame-ancestors')
  );
}

/** Two answers of the same page: strict each time, and a nonce of its own each time (never cached HTML). */
export async function strictPolicyPerResponse(url) {
  const policies = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    policies.push(response.headers.get('content-security-policy'));
  }
  return policies.every(isStrictPolicy) && policies[0] !== policies[1];
}
