import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, SchemaError, UpstreamUnavailableError, isUpstreamDown } from '@/content-api';
import { answerWith, json, startContentService } from '../support/msw-content-service';
import { callCases, type CallCase } from './call-cases';

startContentService();

/** Runs a call whose answer fails, checking it raises `errorCheck`'s error or degrades as it should. */
async function expectFailure(testCase: CallCase, check: (error: unknown) => void, notFound = false) {
  const outcome = await testCase.call({}).then(
    (value) => ({ value, error: undefined as unknown }),
    (error: unknown) => ({ value: undefined, error }),
  );
  if (testCase.onNotFound === 'degradesList') {
    expect(outcome.value).toMatchObject({ total: 0, results: [] });
    check((outcome.value as { error: unknown }).error);
  } else if (testCase.onNotFound === 'degradesToEmpty') {
    expect(outcome.value).toEqual({});
  } else if (notFound && testCase.onNotFound === 'null') {
    expect(outcome.error).toBeUndefined();
    expect(outcome.value).toBeNull();
  } else {
    check(outcome.error);
  }
}

describe.each(callCases)('$name', (testCase) => {
  const { method, pathname } = testCase;

  it(`sends ${method.toUpperCase()} ${pathname} with the right headers and body, and gives the answer`, async () => {
    const received = answerWith(method, pathname, json(testCase.answer));
    const result = await testCase.call({ locale: 'nl', ...(testCase.estateCall && { backoffice: true }) });
    expect(result).toEqual(testCase.expected ?? testCase.answer);
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.method).toBe(method.toUpperCase());
    expect(sent?.url.search).toBe(testCase.search ?? '');
    expect(sent?.headers.get('x-site-id')).toBe('demo');
    expect(sent?.headers.get('x-client')).toBe('vitrine-site');
    expect(sent?.headers.get('accept-language')).toBe(testCase.ownLocale ?? 'nl');
    expect(sent?.headers.get('x-backoffice-client')).toBe(testCase.estateCall ? 'true' : null);
    expect(sent?.body).toEqual(testCase.sentBody);
  });

  it('sends no accept-language or back-office marker unless asked', async () => {
    const received = answerWith(method, pathname, json(testCase.answer));
    await testCase.call({});
    expect(received[0]?.headers.get('accept-language')).toBe(testCase.ownLocale ?? null);
    expect(received[0]?.headers.get('x-backoffice-client')).toBeNull();
  });

  it(`on 404: ${testCase.onNotFound}`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(method, pathname, () =>
      HttpResponse.json(
        { error: { code: 'not_found', message: 'x' } },
        { status: 404, statusText: 'Not Found' },
      ),
    );
    await expectFailure(
      testCase,
      (error) => expect(error).toMatchObject({ status: 404, statusText: 'Not Found' }),
      true,
    );
  });

  it('on 500: raises HttpError with status and status text (or degrades)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(method, pathname, () =>
      HttpResponse.json(
        { error: { code: 'boom', message: 'Boom' } },
        { status: 500, statusText: 'Internal Server Error' },
      ),
    );
    await expectFailure(testCase, (error) => {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 500, statusText: 'Internal Server Error' });
    });
    if (method === 'post')
      expect(log).toHaveBeenCalledWith(expect.any(String), { error: { code: 'boom', message: 'Boom' } });
  });

  it('on a network error: raises UpstreamUnavailableError (or degrades) and marks the service down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(method, pathname, () => HttpResponse.error());
    await expectFailure(testCase, (error) => expect(error).toBeInstanceOf(UpstreamUnavailableError));
    expect(isUpstreamDown()).toBe(true);
  });

  it(`on an answer breaking the schema: raises SchemaError at "${testCase.broken.path}" (or degrades)`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(method, pathname, json(testCase.broken.answer));
    await expectFailure(testCase, (error) => {
      expect(error).toBeInstanceOf(SchemaError);
      expect((error as SchemaError).path).toBe(testCase.broken.path);
    });
  });

  it('on a non-JSON answer: raises SchemaError (or degrades)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(method, pathname, () => HttpResponse.text('<html>maintenance</html>'));
    await expectFailure(testCase, (error) => expect(error).toBeInstanceOf(SchemaError));
  });
});
