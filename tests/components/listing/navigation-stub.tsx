import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

type Href =
  | string
  | {
      pathname: string;
      params?: Record<string, string | string[]>;
      query?: Record<string, string | string[]>;
    };

/** The path a localized href stands for, with its params filled in and its query appended. */
export function hrefToPath(href: Href): string {
  if (typeof href === 'string') return href;
  const path = href.pathname.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_match, key: string) => {
    const value = href.params?.[key];
    return Array.isArray(value) ? value.join('/') : (value ?? '');
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The localized Link as a plain anchor. */
export function StubLink({
  href,
  children,
  scroll: _scroll,
  ...rest
}: { href: Href; children: ReactNode; scroll?: boolean } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>) {
  return (
    <a href={hrefToPath(href)} {...rest}>
      {children}
    </a>
  );
}

/** What the listing's controls asked the router to do. */
export const router = { push: vi.fn(), refresh: vi.fn() };

/** The last path the router was asked to show, as the address bar would show it. */
export function lastPushedPath(): string {
  const call = router.push.mock.calls.at(-1);
  if (!call) throw new Error('Nothing was pushed');
  return hrefToPath(call[0] as Href);
}

/** Waits for the router to be asked for a path: the listing writes its URL asynchronously. */
export async function expectPushed(path: string): Promise<void> {
  await waitFor(() => expect(lastPushedPath()).toBe(path));
}
