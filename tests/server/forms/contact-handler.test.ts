import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkFormRateLimit, checkRecipientRateLimit } from '@/server/rate-limit';
import { POST } from '../../../app/[lang]/ajax/contact-form-handler/route';
import { sendForm, type FormRequestOptions } from '../../support/form-requests';

const { queued, captcha } = vi.hoisted(() => ({
  queued: [] as { kind: string; to: unknown; subject: string }[],
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
vi.mock('@/server/rate-limit', async () =>
  (await import('../../support/form-requests')).rateLimitsAllowing(),
);
vi.mock('@/server/sites/host-sites', async () =>
  (await import('../../support/form-requests')).siteHostsOfLocalhost(),
);
vi.mock('@/server/captcha', () => ({ verifyCaptcha: captcha }));
vi.mock('@/server/content-service', () => ({ getEstateGroup: async () => null }));

const valid = {
  form: 'property',
  name: 'Jean Dupont',
  email: 'jean@example.be',
  text: 'Encore libre ?',
  privacy: true,
};
const post = (body: unknown, options: FormRequestOptions = {}) =>
  sendForm(POST, '/fr/ajax/contact-form-handler', { lang: 'fr' }, body, options);

describe('POST /{lang}/ajax/contact-form-handler', () => {
  beforeEach(() => {
    queued.length = 0;
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
    expect((await post(valid, { origin: 'https://evil.example', host: 'localhost:3000' })).status).toBe(403);
    expect((await post(valid, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await post({ ...valid, text: 'x'.repeat(25_000) })).status).toBe(413);
    expect(queued).toHaveLength(0);
  });

  it('answers 429 once the rate limit of the client, or of the mailed address, refuses', async () => {
    vi.mocked(checkFormRateLimit).mockResolvedValueOnce({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 30,
    });
    expect((await post(valid)).status).toBe(429);
    vi.mocked(checkRecipientRateLimit).mockResolvedValueOnce({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 900,
    });
    const refused = await post(valid);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toMatchObject({ error: { fields: { email: expect.any(String) } } });
    expect(checkRecipientRateLimit).toHaveBeenLastCalledWith('jean@example.be');
    expect(queued).toHaveLength(0);
  });

  it('requires the captcha of the extra-info modal: left out, it is a 400 and nothing is sent', async () => {
    const refused = await post({ ...valid, form: 'extra-info' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'captcha_failed', fields: { 'g-recaptcha-response': expect.any(String) } },
    });
    expect(captcha).not.toHaveBeenCalled();
    expect(queued).toHaveLength(0);
  });

  it('verifies the modal captcha with the client address of the socket, not of a header', async () => {
    captcha.mockResolvedValueOnce({ ok: false });
    const modal = { ...valid, form: 'extra-info' };
    const refused = await post({ ...modal, 'g-recaptcha-response': 'bad' });
    expect(refused.status).toBe(400);
    const headers = { 'x-vitrine-client-address': '203.0.113.9', 'x-real-ip': '198.51.100.1' };
    expect(await post({ ...modal, 'g-recaptcha-response': 'good' }, { headers })).toHaveProperty(
      'status',
      201,
    );
    expect(captcha).toHaveBeenLastCalledWith('good', '203.0.113.9');
  });

  it('refuses a request that does not say which form sent it', async () => {
    const { form: _form, ...withoutForm } = valid;
    const response = await post(withoutForm);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { form: expect.any(String) } } });
  });

  it('refuses a line break in the name with a message on that field, in the visitor language', async () => {
    const response = await post({ ...valid, name: 'Jean\r\nBcc: victim@example.be' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ name: expect.stringMatching(/une ligne/) });
    expect(queued).toHaveLength(0);
  });
});
