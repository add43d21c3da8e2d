import { Link } from '@/i18n/navigation';
import type { MenuLink } from './menu-links';

type Props = { link: MenuLink; className?: string };

/** One menu entry; site pages go through the localized Link so the language prefix is always right. */
export function MenuLinkItem({ link, className }: Props) {
  if (link.kind === 'external') {
    return (
      <a className={className} href={link.href} rel="noopener">
        {link.label}
      </a>
    );
  }
  if (link.segments.length === 0) {
    return (
      <Link className={className} href="/">
        {link.label}
      </Link>
    );
  }
  return (
    <Link className={className} href={{ pathname: '/[...path]', params: { path: link.segments } }}>
      {link.label}
    </Link>
  );
}
