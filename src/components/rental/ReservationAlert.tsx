import type { SendOutcome } from './reservation-form-types';
import styles from './RentalReservationForm.module.css';

type Props = { outcome: SendOutcome; texts: { sent: string; periodTaken: string; failed: string } };

/** The result of the last sending: a confirmation, or a danger alert that says what to do next. */
export function ReservationAlert({ outcome, texts }: Props) {
  if (outcome.kind === 'idle') return <div role="status" className="visually-hidden" />;
  if (outcome.kind === 'sent') {
    return (
      <div role="status" className={`${styles.alert} ${styles.success}`}>
        {texts.sent}
      </div>
    );
  }
  return (
    <div role="alert" className={`${styles.alert} ${styles.danger}`}>
      {outcome.kind === 'period-taken' ? texts.periodTaken : texts.failed}
    </div>
  );
}
