'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { useOnDemand } from '@/components/on-demand/use-on-demand';
import styles from './LiveAgenda.module.css';

const loadAgenda = () => import('./LiveAgenda').then((module) => module.LiveAgenda);

type Props = { agendaId: string | number; locale: Locale };

/**
 * Holds the booking widget's place (its height reserved, so nothing below jumps) and loads it when
 * the visitor comes near: the agenda's code and its free slots are not part of the page load.
 */
export function LiveAgendaOnDemand(props: Props) {
  const t = useTranslations('LiveAgenda');
  const placeRef = useRef<HTMLDivElement>(null);
  const wanted = useOnDemand(placeRef, { rootMargin: '200px' });
  return (
    <div ref={placeRef} className={styles.place}>
      {wanted ? (
        <LazyIsland load={loadAgenda} props={props} />
      ) : (
        <p role="status" className={styles.state}>
          {t('loading')}
        </p>
      )}
    </div>
  );
}
