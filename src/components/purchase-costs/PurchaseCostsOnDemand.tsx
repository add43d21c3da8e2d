'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { useOnDemand } from '@/components/on-demand/use-on-demand';
import type { CalculatorInputs } from '@/domain/purchase-costs/calculator-inputs';
import { hasCalculatorQuery } from '@/domain/purchase-costs/calculator-params';
import styles from './PurchaseCostsSection.module.css';

type Props = { estateInputs: CalculatorInputs; anchor: string };

// The calculator, its rules and its form stay out of the page's first load.
const loadCalculator = () =>
  import('./PurchaseCostCalculator').then((module) => module.PurchaseCostCalculator);

// Only the address the page was opened with matters: later changes are the calculator's own.
const ignoreChanges = () => () => {};
const linkCarriesCalculation = () => hasCalculatorQuery(new URLSearchParams(window.location.search));

/**
 * The calculator's place: an "open" button until its code is wanted — the visitor scrolls near it,
 * points at it, focuses or presses the button, or arrives through a shared calculation link. The
 * button stays while the code loads; when it had the focus, the calculator's first field takes it.
 */
export function PurchaseCostsOnDemand({ estateInputs, anchor }: Props) {
  const t = useTranslations('PurchaseCosts');
  const placeRef = useRef<HTMLDivElement>(null);
  const near = useOnDemand(placeRef, { rootMargin: '200px' });
  const sharedLink = useSyncExternalStore(ignoreChanges, linkCarriesCalculation, () => false);
  const [buttonUsed, setButtonUsed] = useState(false);
  const openButton = (
    <button
      type="button"
      className="button"
      onFocus={() => setButtonUsed(true)}
      onBlur={() => setButtonUsed(false)}
      onClick={() => setButtonUsed(true)}
    >
      {t('open')}
    </button>
  );

  return (
    <div ref={placeRef} className={styles.place}>
      {near || sharedLink || buttonUsed ? (
        <LazyIsland
          load={loadCalculator}
          props={{ estateInputs, anchor, focusFirst: buttonUsed }}
          fallback={openButton}
        />
      ) : (
        openButton
      )}
    </div>
  );
}
