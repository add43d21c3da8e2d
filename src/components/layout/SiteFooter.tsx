import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { loadMenus, loadSite } from '@/server/site-shell';
import { MenuLinkItem } from './MenuLinkItem';
import { toMenuLink } from './menu-links';
import styles from './SiteFooter.module.css';

type Props = { locale: Locale; siteName: string };

export async function SiteFooter({ locale, siteName }: Props) {
  const [t, tKeepInformed, menus, site] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('KeepMeInformedLink'),
    loadMenus('footer'),
    loadSite(),
  ]);
  const links = menus
    .flatMap((menu) => menu.items)
    .map((item) => toMenuLink(item, locale))
    .filter((link) => link !== null);
  const contact = site?.contact;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('contact')}
          </h2>
          <p className={styles.siteName}>{siteName}</p>
          {contact && (
            <address className={styles.address}>
              {contact.street}
              <br />
              {contact.zip} {contact.city}
              <br />
              {t('phone')}: <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
              <br />
              {t('email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </address>
          )}
        </section>
        <section aria-labelledby="footer-keep-informed">
          <h2 id="footer-keep-informed" className={styles.heading}>
            {tKeepInformed('title')}
          </h2>
          <p className={styles.keepInformedText}>{tKeepInformed('text')}</p>
          <Link href="/keep-me-informed" className={styles.link}>
            {tKeepInformed('link')}
          </Link>
        </section>
        {links.length > 0 && (
          <nav aria-label={t('footerNavigation')}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.id}>
                  <MenuLinkItem link={link} className={styles.link} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className={`container ${styles.rights}`}>
        {t('rights', { year: new Date().getFullYear(), siteName })}
      </p>
    </footer>
  );
}
