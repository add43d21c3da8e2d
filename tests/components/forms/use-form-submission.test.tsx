// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFormSubmission } from '@/components/forms/use-form-submission';

const request = { method: 'POST', body: { name: 'An' } } as const;

describe('useFormSubmission', () => {
  let answer: (response: Response) => void;
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes from idle to sending to sent, and back to idle on reset', async () => {
    const { result } = renderHook(() => useFormSubmission());
    expect(result.current.submission).toEqual({ phase: 'idle' });
    let sending: Promise<unknown> = Promise.resolve();
    act(() => void (sending = result.current.send('/nl/ajax/contact-form-handler', request)));
    expect(result.current.submission).toEqual({ phase: 'sending' });
    expect(result.current.sending).toBe(true);
    await act(async () => {
      answer(new Response(null, { status: 201 }));
      await sending;
    });
    expect(result.current.submission).toEqual({ phase: 'sent', status: 201 });
    act(() => result.current.reset());
    expect(result.current.submission).toEqual({ phase: 'idle' });
  });

  it('keeps the status of a failure, so a form can tell a 409 from the rest', async () => {
    const { result } = renderHook(() => useFormSubmission());
    await act(async () => {
      const sending = result.current.send('/nl/ajax/rental-reservation', request);
      answer(new Response(null, { status: 409 }));
      expect(await sending).toEqual({ ok: false, status: 409 });
    });
    expect(result.current.submission).toEqual({ phase: 'failed', status: 409 });
    expect(result.current.sending).toBe(false);
  });

  it('fails with the captcha as reason when the form stops the sending itself', () => {
    const { result } = renderHook(() => useFormSubmission());
    act(() => result.current.refuseWithoutCaptcha());
    expect(result.current.submission).toEqual({ phase: 'failed', status: 'captcha' });
  });

  it('ignores an answer that arrives after a reset, such as a closed dialog', async () => {
    const { result } = renderHook(() => useFormSubmission());
    await act(async () => {
      const sending = result.current.send('/nl/ajax/contact-form-handler', request);
      result.current.reset();
      answer(new Response(null, { status: 500 }));
      await sending;
    });
    expect(result.current.submission).toEqual({ phase: 'idle' });
  });
});
