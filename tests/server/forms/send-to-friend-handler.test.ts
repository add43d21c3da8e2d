import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkFormRateLimit, checkRecipientRateLimit } from '@/server/rate-limit';
import { POST } from '../../../app/[lang]/ajax/send-to-a-friend/route';
import { sendForm } from '../../support/form-requests';

const { queued, captcha, estate } = vi.hoisted(() => ({
  queued: [] as { kind: string; to: string; replyTo?: string; subject: string }[],
  captcha: vi.fn(async (..._args: unknown[]) => ({ ok: true })),
  estate: vi.fn(async (..._args: unknown[]): Promise<object | null> => ({ id: 1001 })),
}));

vi.mock('@/server/mail', () => ({
  siteMailBrand: async () => ({ name: 'Agency', siteUrl: 'https://agency.be' }),
  toMailEstate: (_group: unknown, locale: string) => ({ title: `Villa ${locale}`, url: `/${locale}/x` }),
  sendToAFriendMail: (input: { locale: string; estate: { title: string } }) => ({
    subject: `${input.locale}: ${input.estate.title}`,
    text: '',
    html: '',
  }),
  queueMails: async (mails: never[]) => void queued.push(...mails),
}));
vi.mock('@/server/rate-limit', async () =>
  (await import('../../support/form-requests')).rateLimitsAllowing(),
);
vi.mock('@/server/sites/host-sites', async () =>
  (await import('../../support/form-requests')).siteHostsOfLocalhost(),
);
vi.mock('@/server/captcha', () => ({ verifyCaptcha: captcha }));
vi.mock('@/server/estates/estate-loader', () => ({ loadEstate: estate }));

const valid = {
  name: 'Jean Dupont',
  email: 'jean@example.be',
  friendEmail: 'ami@example.be',
  locale: 'nl',
  privacy: true,
  estateId: 1001,
  'g-recaptcha-response': 'token',
};
const post = (body: unknown, headers: Record<string, string> = {}) =>
  sendForm(POST, '/fr/ajax/send-to-a-friend', { lang: 'fr' }, body, { headers });

const fieldsOf = async (response: Response) =>
  ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;

describe('POST /{lang}/ajax/send-to-a-friend', () => {
  beforeEach(() => {
    queued.length = 0;
    captcha.mockClear();
    estate.mockClear();
  });

  it('queues one mail to the friend, in the language the sender chose, replies going to the sender', async () => {
    const response = await post(valid, { 'x-vitrine-client-address': '203.0.113.9' });
    expect(response.status).toBe(201);
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'send-to-a-friend',
        to: 'ami@example.be',
        replyTo: 'jean@example.be',
        subject: 'nl: Villa nl',
      }),
    ]);
    expect(estate).toHaveBeenCalledWith(1001, 'nl');
    expect(captcha).toHaveBeenCalledWith('token', '203.0.113.9');
  });

  it('answers 400 with per-field messages in the visitor language and sends nothing', async () => {
    const response = await post({ ...valid, privacy: false, friendEmail: ['a@example.be', 'b@example.be'] });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({
      friendEmail: 'Veuillez indiquer une seule adresse e-mail.',
      privacy: 'Veuillez donner votre accord.',
    });
    expect((await post({ ...valid, cc: 'x@example.be' })).status).toBe(400);
    expect((await post('{"name":')).status).toBe(400);
    expect(queued).toHaveLength(0);
  });

  it('refuses a missing or wrong captcha answer', async () => {
    const { 'g-recaptcha-response': _token, ...withoutCaptcha } = valid;
    expect(await fieldsOf(await post(withoutCaptcha))).toHaveProperty('g-recaptcha-response');
    captcha.mockResolvedValueOnce({ ok: false });
    expect((await post(valid)).status).toBe(400);
    expect(queued).toHaveLength(0);
  });

  it('answers 404 for an unknown estate', async () => {
    estate.mockResolvedValueOnce(null);
    expect((await post(valid)).status).toBe(404);
    expect(queued).toHaveLength(0);
  });

  it('refuses a foreign origin, another type, a 100 KB body and a visitor over the rate limit', async () => {
    expect((await post(valid, { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await post(valid, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post({ ...valid, message: 'x'.repeat(100 * 1024) })).status).toBe(413);
    vi.mocked(checkFormRateLimit).mockResolvedValueOnce({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 30,
    });
    expect((await post(valid)).status).toBe(429);
    expect(queued).toHaveLength(0);
  });

  it("holds the friend's address to the limit of mails per address", async () => {
    vi.mocked(checkRecipientRateLimit).mockResolvedValueOnce({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 600,
    });
    const response = await post(valid);
    expect(response.status).toBe(429);
    expect(await fieldsOf(response)).toHaveProperty('friendEmail');
    expect(checkRecipientRateLimit).toHaveBeenLastCalledWith('ami@example.be');
    expect(queued).toHaveLength(0);
  });
});
