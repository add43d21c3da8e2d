'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Region } from '@/content-api/schemas';
import {
  inputsFromQuery,
  newBuildVatRates,
  withInputsInQuery,
  type CalculatorInputs,
} from '@/domain/purchase-costs/calculator-inputs';
import { purchaseCosts } from '@/domain/purchase-costs/purchase-costs';
import { CostBreakdown } from './CostBreakdown';
import { NumberInput } from './NumberInput';
import { fieldTexts, parseNumberField, type NumberField } from './number-fields';
import styles from './PurchaseCostCalculator.module.css';

type Props = { estateInputs: CalculatorInputs; anchor: string; focusFirst?: boolean };

const regions: readonly Region[] = ['flanders', 'wallonia', 'brussels'];

/** This page's address with the inputs in its query and the calculator as its anchor. */
function calculationUrl(inputs: CalculatorInputs, anchor: string): URL {
  const url = new URL(window.location.href);
  url.search = withInputsInQuery(url.searchParams, inputs).toString();
  url.hash = anchor;
  return url;
}

/**
 * The purchase-cost calculator: every input of the estate's costs, laid over by those of the URL, and
 * the costs they give. Each change is written into the URL (without a navigation), so the address bar
 * or the share link reproduces the result.
 */
export function PurchaseCostCalculator({ estateInputs, anchor, focusFirst = false }: Props) {
  const t = useTranslations('PurchaseCosts');
  const id = useId();
  const [inputs, setInputs] = useState(() =>
    inputsFromQuery(new URLSearchParams(window.location.search), estateInputs),
  );
  const [texts, setTexts] = useState(() => fieldTexts(inputs));
  const [changed, setChanged] = useState(false);
  const costs = useMemo(() => purchaseCosts(inputs), [inputs]);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusFirst) firstField.current?.focus();
  }, [focusFirst]);

  // Rendered in the browser only (the island loads there), so the page's address is at hand.
  const shareUrl = calculationUrl(inputs, anchor);
  useEffect(() => {
    // The page's own address changes only once the visitor changed something.
    if (changed) window.history.replaceState(null, '', calculationUrl(inputs, anchor));
  }, [changed, inputs, anchor]);

  const update = (change: Partial<CalculatorInputs>) => {
    setChanged(true);
    setInputs((current) => ({ ...current, ...change }));
  };
  const typeNumber = (field: NumberField, text: string) => {
    setTexts((current) => ({ ...current, [field]: text }));
    const value = parseNumberField(field, text);
    if (value !== null) update({ [field]: value });
  };
  const numberProps = (field: NumberField) => ({
    id: `${id}-${field}`,
    field,
    text: texts[field],
    onText: (text: string) => typeNumber(field, text),
  });

  return (
    <div className={styles.calculator}>
      <form className={styles.form} aria-label={t('inputs')} onSubmit={(event) => event.preventDefault()}>
        <NumberInput
          {...numberProps('price')}
          inputRef={firstField}
          label={inputs.regime === 'vat' ? t('priceExclVat') : t('price')}
          hint={estateInputs.price === 0 ? t('priceHint') : undefined}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-region`} className={styles.label}>
            {t('region')}
          </label>
          <select
            id={`${id}-region`}
            className={styles.control}
            value={inputs.region}
            onChange={(event) => update({ region: event.target.value as Region })}
          >
            {regions.map((region) => (
              <option key={region} value={region}>
                {t(`regions.${region}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{t('regime')}</legend>
          {(['duties', 'vat'] as const).map((regime) => (
            <label key={regime} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-regime`}
                checked={inputs.regime === regime}
                onChange={() => update({ regime })}
              />
              {t(`regimes.${regime}`)}
            </label>
          ))}
        </fieldset>
        {inputs.regime === 'vat' && (
          <>
            <fieldset className={styles.choices}>
              <legend className={styles.label}>{t('vatRate')}</legend>
              {newBuildVatRates.map((vatRate) => (
                <label key={vatRate} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-vat`}
                    checked={inputs.vatRate === vatRate}
                    onChange={() => update({ vatRate })}
                  />
                  {t(`vatRates.${vatRate}`)}
                </label>
              ))}
            </fieldset>
            <NumberInput {...numberProps('landPrice')} label={t('landPrice')} hint={t('landPriceHint')} />
          </>
        )}
        <label className={`${styles.choice} ${styles.wide}`}>
          <input
            type="checkbox"
            checked={inputs.ownHome}
            onChange={(event) => update({ ownHome: event.target.checked })}
          />
          {t('ownHome')}
        </label>
        <NumberInput {...numberProps('loan')} label={t('loan')} />
        <NumberInput {...numberProps('rate')} label={t('rate')} />
        <NumberInput {...numberProps('years')} label={t('years')} />
      </form>
      <CostBreakdown inputs={inputs} costs={costs} />
      <p className={styles.share}>
        <a href={shareUrl.href}>{t('share')}</a>
      </p>
      <p className={styles.footnote}>{t('footnote')}</p>
    </div>
  );
}
