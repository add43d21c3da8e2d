'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { cardFavoriteState } from '@/components/favorites/card-favorite-state';
import { EstateCard } from '@/components/listing/EstateCard';
import { isEstateCardModel, type EstateCardModel } from '@/display/listing/estate-card-model';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import type { SimilarEstatesProps } from './similar-estates-types';
import styles from './SimilarEstates.module.css';

type State = { status: 'loading' } | { status: 'error' } | { status: 'done'; estates: EstateCardModel[] };

const SKELETON_CARDS = 3;

async function fetchSimilar(
  locale: Locale,
  estateId: number,
  signal: AbortSignal,
): Promise<EstateCardModel[]> {
  const response = await fetch(ajaxPath(locale, 'similarEstates', { estateId }), {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Similar estates answered ${response.status}`);
  const body = (await response.json()) as { estates?: unknown };
  return Array.isArray(body.estates) ? body.estates.filter(isEstateCardModel) : [];
}

/** The loaded part of the similar-estates section: skeletons, the cards, or an error with a retry. */
export default function SimilarEstatesList({ estateId, locale }: SimilarEstatesProps) {
  const t = useTranslations('EstateSimilar');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetchSimilar(locale, estateId, controller.signal)
      .then((estates) => setState({ status: 'done', estates }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [estateId, locale, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  if (state.status === 'done' && state.estates.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId}>{t('heading')}</h2>
      {state.status === 'loading' && (
        <div className={styles.grid}>
          <p className="visually-hidden" role="status">
            {t('loading')}
          </p>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div key={index} className={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{t('error')}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {state.status === 'done' && (
        <ul className={styles.grid}>
          {state.estates.map((estate) => (
            <li key={estate.id} className={styles.item}>
              <EstateCard
                estate={estate}
                favorite={<FavoriteButton estateId={estate.id} current={cardFavoriteState(estate)} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
