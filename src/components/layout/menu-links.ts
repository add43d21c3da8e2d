import type { Locale } from '@/i18n/locales';
import { localize, type LocalizedString } from '@/content-api/schemas';

/** A menu entry resolved for one language: a site page (by its path segments) or an external URL. */
export type MenuLink =
  | { id: string; label: string; kind: 'page'; segments: string[] }
  | { id: string; label: string; kind: 'external'; href: string };

type MenuItemLike = { id: string | number; label: LocalizedString; href: LocalizedString };

export function toMenuLink(item: MenuItemLike, locale: Locale): MenuLink | null {
  const label = localize(item.label, locale);
  const target = localize(item.href, locale);
  if (!label || !target) return null;
  const id = String(item.id);
  if (/^https?:\/\//.test(target)) return { id, label, kind: 'external', href: target };
  const segments = target.split('/').filter(Boolean);
  return { id, label, kind: 'page', segments };
}
