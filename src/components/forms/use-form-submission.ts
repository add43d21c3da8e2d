'use client';

import { useCallback, useRef, useState } from 'react';
import { sendJson, type SendRequest, type SendResult } from './send-json';

/**
 * Where a form's sending stands. A failure keeps its status, so a form can tell a 409 ("taken
 * meanwhile") from the rest; 'captcha' is a sending the form itself stopped because the captcha
 * was not answered.
 */
export type Submission =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'sent'; status: number }
  | { phase: 'failed'; status: number | 'network' | 'captcha' };

const idle: Submission = { phase: 'idle' };

/** One form's sending: idle, sending, then sent or failed, and back to idle on reset. */
export function useFormSubmission() {
  const [submission, setSubmission] = useState<Submission>(idle);
  // Bumped by every sending and reset: an answer that arrives after the form moved on is ignored.
  const attempt = useRef(0);

  const send = useCallback(async (path: string, request: SendRequest): Promise<SendResult> => {
    const mine = ++attempt.current;
    setSubmission({ phase: 'sending' });
    const result = await sendJson(path, request);
    if (mine === attempt.current) {
      setSubmission(
        result.ok ? { phase: 'sent', status: result.status } : { phase: 'failed', status: result.status },
      );
    }
    return result;
  }, []);

  const refuseWithoutCaptcha = useCallback(() => {
    attempt.current += 1;
    setSubmission({ phase: 'failed', status: 'captcha' });
  }, []);

  const reset = useCallback(() => {
    attempt.current += 1;
    setSubmission(idle);
  }, []);

  return { submission, sending: submission.phase === 'sending', send, refuseWithoutCaptcha, reset };
}
