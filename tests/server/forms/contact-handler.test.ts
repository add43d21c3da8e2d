import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '../../../app/[lang]/ajax/contact-form-handler/route';

const { queued, rateLimit, captcha } = vi.hoisted(() => ({
  queued: [] as { kind: string; to: unknown; subject: string }[],
  rateLimit: vi.fn(async () => ({ allowed: true, remaining: 9, retryAfterSeconds: 0 })),
  captcha: vi.fn(async (..._args: unknown[]) => ({ ok: true })),
}));

vi.mock('@/server/mail', () => ({
  // The agency's address is looked up when the mail is sent (see tests/server/mail/agency-recipient).
  agencyOfRequest: async () => ({ agencyOf: { siteId: 'demo' } }),
  siteMailBrand: async () => ({ name: 'Agency', siteUrl: 'https://agency.be' }),
  loadEstateForMail: async () => null,
  toMailEstate: () => null,
  contactRequestMail: (input: { locale: string }) => ({
    subject: `vraag ${input.locale}`,
    text: '',
    html: '',
  }),
  contactReceiptMail: (input: { locale: string }) => ({
    subject: `ontvangst ${input.locale}`,
    text: '',
    html: '',
  }),
  storeWithMail: async (work: (tx: unknown, queue: (mail: never) => Promise<number>) => Promise<void>) =>
    work({}, async (mail) => queued.push(mail)),
}));
vi.mock('@/server/rate-limit', () => ({ checkFormRateLimit: rateLimit, clientAddress: () => '203.0.113.9' }));
vi.mock('@/server/captcha', () => ({ verifyCaptcha: captcha }));
vi.mock('@/content-api/server', () => ({ getEstateGroup: async () => null }));

const valid = { name: 'Jean Dupont', email: 'jean@example.be', text: 'Encore libre ?', privacy: true };
const origin = 'http://localhost';

function post(body: unknown, options: { lang?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`${origin}/${options.lang ?? 'fr'}/ajax/contact-form-handler`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...options.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ lang: options.lang ?? 'fr' }) });
}

describe('POST /{lang}/ajax/contact-form-handler', () => {
  beforeEach(() => {
    queued.length = 0;
    rateLimit.mockClear();
    captcha.mockClear();
  });

  it('queues a mail to the agency and a receipt in the visitor language', async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(queued.map((mail) => [mail.kind, mail.to, mail.subject])).toEqual([
      ['contact-request', { agencyOf: { siteId: 'demo' } }, 'vraag nl'],
      ['contact-receipt', 'jean@example.be', 'ontvangst fr'],
    ]);
    expect(captcha).not.toHaveBeenCalled();
  });

  it('answers 400 with per-field messages in the visitor language', async () => {
    const response = await post({ ...valid, privacy: undefined, email: 'jean' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.email).toBe('Indiquez une adresse e-mail valide.');
    expect(body.error.fields.privacy).toMatch(/accord/);
    expect(queued).toHaveLength(0);
  });

  it('refuses a foreign origin, another content type and an oversized body', async () => {
    expect((await post(valid, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await post(valid, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await post({ ...valid, text: 'x'.repeat(25_000) })).status).toBe(413);
    expect(queued).toHaveLength(0);
  });

  it('answers 429 once the rate limit refuses', async () => {
    rateLimit.mockResolvedValueOnce({ allowed: false, remaining: 0, retryAfterSeconds: 30 });
    expect((await post(valid)).status).toBe(429);
  });

  it('verifies the captcha when the form carries one', async () => {
    captcha.mockResolvedValueOnce({ ok: false });
    const refused = await post({ ...valid, 'g-recaptcha-response': 'bad' });
    expect(refused.status).toBe(400);
    expect(await post({ ...valid, 'g-recaptcha-response': 'good' })).toHaveProperty('status', 201);
    expect(captcha).toHaveBeenLastCalledWith('good', '203.0.113.9');
  });
});
