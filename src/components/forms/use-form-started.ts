'use client';

import { useCallback, useState } from 'react';

/**
 * Whether the visitor has started filling in a form: the first focus or input inside it (React's
 * `onFocus` and `onInput` bubble from every field and button). The form spreads `startListeners` on
 * its `<form>`; what may only load once the visitor wants the form (Google's captcha) waits for
 * `started`. Pressing the submit button focuses it, so it counts too.
 *
 * Opening a modal does not count: `ModalDialog` lets the browser focus the dialog's first control,
 * its close button, which sits outside the form. Every focus inside the form is then the visitor's.
 */
export function useFormStarted() {
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);
  return { started, startListeners: { onFocus: start, onInput: start } };
}
