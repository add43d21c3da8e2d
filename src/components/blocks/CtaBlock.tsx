import type { BlockOf } from '@/content-api/schemas';
import { localize } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { MenuLinkItem } from '@/components/layout/MenuLinkItem';
import { toMenuLink } from '@/components/layout/menu-links';
import styles from './blocks.module.css';

type Props = { block: BlockOf<'cta'>; locale: Locale };

export function CtaBlock({ block, locale }: Props) {
  const link = toMenuLink({ id: 'cta', label: block.label, href: block.href }, locale);
  return (
    <section className="container page-section">
      <div className={styles.cta}>
        <div>
          <h2 className={styles.ctaTitle}>{localize(block.title, locale)}</h2>
          {block.text && <p className={styles.ctaText}>{localize(block.text, locale)}</p>}
        </div>
        {link && <MenuLinkItem link={link} className="button" />}
      </div>
    </section>
  );
}
