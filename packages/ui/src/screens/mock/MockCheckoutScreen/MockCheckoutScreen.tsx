import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { useUiPaths } from '../../../primitives/UiProvider';
import * as styles from './MockCheckoutScreen.css';

export interface MockCheckoutSummary {
  mode: 'subscription' | 'setup';
  teamName: string;
  planName: string | null;
  /** e.g. '$29.00 / month'. */
  priceText: string | null;
}

export interface MockCheckoutScreenProps {
  /** The checkout to complete, or null for an unknown or finished session. */
  checkout: MockCheckoutSummary | null;
  onPay: () => void;
  onCancel: () => void;
  /** Which button is working. */
  pending?: 'pay' | 'cancel' | null;
}

/** Mock mode's stand-in for the payment page: Pay returns as a paid checkout, Cancel as a cancelled one. */
export function MockCheckoutScreen({ checkout, onPay, onCancel, pending = null }: MockCheckoutScreenProps) {
  const paths = useUiPaths();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{checkout?.mode === 'setup' ? 'Save a card' : 'Checkout'}</h1>
        <p className={styles.note}>Mock payment page: no card is charged.</p>
        {checkout ? (
          <>
            <dl className={styles.summary}>
              <dt className={styles.term}>Team</dt>
              <dd className={styles.value}>{checkout.teamName}</dd>
              {checkout.planName && (
                <>
                  <dt className={styles.term}>Plan</dt>
                  <dd className={styles.value}>{checkout.planName}</dd>
                </>
              )}
              {checkout.priceText && (
                <>
                  <dt className={styles.term}>Price</dt>
                  <dd className={styles.value}>{checkout.priceText}</dd>
                </>
              )}
            </dl>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onPress={onCancel}
                isPending={pending === 'cancel'}
                isDisabled={pending === 'pay'}
              >
                Cancel
              </Button>
              <Button
                onPress={onPay}
                isPending={pending === 'pay'}
                isDisabled={pending === 'cancel'}
                pendingLabel="Paying..."
              >
                {checkout.mode === 'setup' ? 'Save card' : 'Pay'}
              </Button>
            </div>
          </>
        ) : (
          <>
            <Banner tone="error">This checkout session does not exist or is already finished.</Banner>
            <Link variant="standalone" href={paths.controlTower.billing}>
              Back to Billing
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
