'use client';

import { useEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLSelectElement;

/**
 * Whether the visitor changed a field from what the server sent: a select whose served option is no
 * longer the chosen one, an input whose text differs from its served value (hydration keeps both as
 * the browser has them).
 */
function changedFromServed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const served = [...field.options].find((option) => option.defaultSelected);
    return served !== undefined && !served.selected;
  }
  return field.value !== field.defaultValue;
}

/**
 * Hands `apply` the value a visitor gave a field before the page's code ran. A kept page's scripts
 * start only once its main photo is on the screen; a choice made before then stays in the field, but
 * no change event ever reaches React, so the field would show a sort or filter the page never applied.
 * Checked once, when the field is hydrated; a field the browser draws later starts as served.
 */
export function useChangeBeforeCode<T extends Field>(apply: (value: string) => void): RefObject<T | null> {
  const field = useRef<T>(null);
  const applyOnMount = useRef(apply);
  useEffect(() => {
    const element = field.current;
    if (element && changedFromServed(element)) applyOnMount.current(element.value);
  }, []);
  return field;
}
