import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/content-api/schemas';
import { telHref, type TeamMemberView } from './entity-items';
import styles from './entities.module.css';

type Props = { members: TeamMemberView[]; locale: Locale };

/** The agency's people as cards: portrait, name, role and ways to reach them. */
export async function TeamList({ members, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'EntityList' });
  return (
    <ul className={styles.teamGrid}>
      {members.map((member) => (
        <li key={member.id} className={`${styles.card} ${styles.teamCard}`}>
          {member.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- portraits come from the content service
            <img
              className={styles.portrait}
              src={member.photo}
              alt={member.name}
              width={320}
              height={320}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.portraitPlaceholder} aria-hidden="true">
              {member.name.charAt(0)}
            </span>
          )}
          <div className={styles.cardBody}>
            <h3 className={styles.name}>{member.name}</h3>
            {member.role && <p className={styles.role}>{member.role}</p>}
            <dl className={styles.contact}>
              {member.phone && (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={telHref(member.phone)}>{member.phone}</a>
                  </dd>
                </div>
              )}
              {member.mobile && (
                <div>
                  <dt>{t('mobile')}</dt>
                  <dd>
                    <a href={telHref(member.mobile)}>{member.mobile}</a>
                  </dd>
                </div>
              )}
              {member.email && (
                <div>
                  <dt>{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${member.email}`}>{member.email}</a>
                  </dd>
                </div>
              )}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
