import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { FavoritesLink } from '@/components/favorites/FavoritesLink';
import { IslandMessages } from '@/i18n/IslandMessages';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { loadMenus } from '@/server/site-shell';
import { MenuLinkItem } from './MenuLinkItem';
import { toMenuLink } from './menu-links';
import { NavbarShell } from './NavbarShell';
import styles from './Navbar.module.css';

type Props = {
  locale: Locale;
  siteName: string;
  /** The site's logo; without one, the initial of its name stands in. */
  logoUrl?: string | null;
  /** Links to this page in the site's other languages (see `page-language-switcher.tsx`). */
  languageSwitcher: ReactNode;
};

export async function SiteHeader({ locale, siteName, logoUrl, languageSwitcher }: Props) {
  const [t, menus] = await Promise.all([getTranslations('Navbar'), loadMenus('main')]);
  const links = menus
    .flatMap((menu) => menu.items)
    .map((item) => toMenuLink(item, locale))
    .filter((link) => link !== null);

  const brand = (
    <Link href="/" className={styles.brand} aria-label={`${siteName}, ${t('home')}`}>
      {logoUrl ? (
        // An SVG or bitmap of any size from the content service: a plain img, sized by height.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.brandLogo} src={logoUrl} alt="" height={36} data-testid="site-logo" />
      ) : (
        <>
          <span className={styles.brandMark} aria-hidden="true">
            {siteName.charAt(0)}
          </span>
          {siteName}
        </>
      )}
    </Link>
  );

  const navigation = (
    <nav aria-label={t('mainNavigation')}>
      <ul className={styles.menu}>
        {links.map((link) => (
          <li key={link.id}>
            <MenuLinkItem link={link} className={styles.menuLink} />
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <NavbarShell
      brand={brand}
      navigation={navigation}
      tools={
        <>
          <IslandMessages namespaces={['FavoritesLink']}>
            <FavoritesLink />
          </IslandMessages>
          {languageSwitcher}
        </>
      }
      openLabel={t('openMenu')}
      closeLabel={t('closeMenu')}
    />
  );
}
