import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Href = string | { pathname: string; params?: Record<string, string | string[]> };

/** The localized Link as a plain anchor: '/[...path]' with params becomes its filled-in path. */
export function MockLink({
  href,
  children,
  ...rest
}: { href: Href; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const path =
    typeof href === 'string'
      ? href
      : href.pathname.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_match, key: string) => {
          const value = href.params?.[key];
          return Array.isArray(value) ? value.join('/') : (value ?? '');
        });
  return (
    <a href={path} {...rest}>
      {children}
    </a>
  );
}
