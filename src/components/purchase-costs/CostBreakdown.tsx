'use client';

import { useTranslations } from 'next-intl';
import { formatBelgianNumber, formatPrice } from '@/domain/estate';
import type { CalculatorInputs } from '@/domain/purchase-costs/calculator-inputs';
import type { PurchaseCosts } from '@/domain/purchase-costs/purchase-costs';
import styles from './PurchaseCostCalculator.module.css';

type Props = { inputs: CalculatorInputs; costs: PurchaseCosts };

const percent = (rate: number) => `${formatBelgianNumber(rate * 100, { min: 0, max: 2 })} %`;
/** Every amount with its cents, so the lines add up to the totals as shown. */
const euro = (amount: number) => `€ ${formatBelgianNumber(amount, { min: 2, max: 2 })}`;

/** The costs line by line, their totals and the monthly payment. */
export function CostBreakdown({ inputs, costs }: Props) {
  const t = useTranslations('PurchaseCosts');
  const { duties, vat, deed, mortgage } = costs;
  const rows: { label: string; amount: number }[] = [
    ...(duties
      ? [
          {
            label: duties.abatement
              ? t('dutiesAbatement', { rate: percent(duties.rate), abatement: formatPrice(duties.abatement) })
              : t('duties', { rate: percent(duties.rate) }),
            amount: duties.amount,
          },
        ]
      : []),
    ...(vat
      ? [{ label: t('vat', { rate: percent(vat.rate), base: formatPrice(vat.base) }), amount: vat.amount }]
      : []),
    { label: t('notaryFee'), amount: deed.fee },
    { label: t('deedCosts'), amount: deed.fixedCosts },
    { label: t('notaryVat'), amount: deed.vat },
    ...(mortgage ? [{ label: t('mortgage'), amount: mortgage.total }] : []),
  ];

  return (
    <div className={styles.result}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('result')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('item')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className={styles.amount}>{euro(row.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">{t('totalCosts')}</th>
            <td className={styles.amount}>{euro(costs.totalCosts)}</td>
          </tr>
          <tr>
            <th scope="row">{t('totalWithPrice')}</th>
            <td className={styles.amount}>{euro(costs.totalWithPrice)}</td>
          </tr>
          <tr>
            <th scope="row">{t('monthly')}</th>
            <td>
              {costs.monthlyPayment > 0
                ? t.rich('monthlyText', {
                    value: euro(costs.monthlyPayment),
                    years: inputs.years,
                    amount: (chunks) => <span className={styles.amount}>{chunks}</span>,
                  })
                : t('noLoan')}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="visually-hidden" role="status">
        {`${t('totalCosts')}: ${euro(costs.totalCosts)}`}
      </p>
    </div>
  );
}
