import { CreditCard, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../primitives/Badge';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { StatePanel } from '../../../primitives/StatePanel';
import { Table, type TableColumn } from '../../../primitives/Table';
import { visuallyHidden } from '../../../theme/layout.css';
import { cardBrandName, cardExpiry } from '../../billing-shared/billing-format';
import type { BillingActionResult } from '../../billing-shared/team-subscription';
import { SettingsSection } from '../parts/SettingsSection';
import type { ListState, PaymentMethodRow } from './billing-types';
import { billingMessages } from './rules';
import * as styles from './BillingScreen.css';

type Failure = Extract<BillingActionResult, { ok: false }>;

export interface PaymentMethodsSectionProps {
  teamName: string;
  methods: ListState<PaymentMethodRow>;
  onRetry: () => void;
  /** Add Payment Method is offered only while the team has an active plan (accounts §2). */
  canAdd: boolean;
  /** Opens the card-setup page; resolves ok as the browser leaves for it. */
  onAdd: () => Promise<BillingActionResult>;
  /** Called once the person has confirmed; the dialog waits for it. */
  onDelete: (method: PaymentMethodRow) => Promise<BillingActionResult>;
}

/** How a card is named to people and to assistive tech: 'Visa ending in 4242'. */
export const cardName = (method: PaymentMethodRow) => `${cardBrandName(method.brand)} ending in ${method.last4}`;

/** The team's saved cards (accounts §2): brand, last four, expiry, the default marked; add and delete. */
export function PaymentMethodsSection({
  teamName,
  methods,
  onRetry,
  canAdd,
  onAdd,
  onDelete,
}: PaymentMethodsSectionProps) {
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethodRow | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const add = async () => {
    setAdding(true);
    setFailure(null);
    const result = await onAdd();
    // Done: the browser is on its way to the card-setup page, the button keeps spinning till then.
    if (!result.ok) {
      setAdding(false);
      setFailure(result);
    }
  };

  const remove = async (method: PaymentMethodRow) => {
    setIsDeleting(true);
    setFailure(null);
    const result = await onDelete(method);
    setIsDeleting(false);
    setDeleting(null);
    if (!result.ok) setFailure(result);
  };

  const addButton = canAdd ? (
    <Button size="small" onPress={() => void add()} isPending={isAdding} pendingLabel="Opening...">
      <Plus size={16} aria-hidden="true" />
      Add Payment Method
    </Button>
  ) : undefined;

  const columns: TableColumn<PaymentMethodRow>[] = [
    {
      id: 'card',
      name: 'Card',
      cell: (method) => (
        <span className={styles.card}>
          <CreditCard size={16} aria-hidden="true" className={styles.cardIcon} />
          {cardBrandName(method.brand)}
          {method.isDefault && <Badge tone="accent">Default</Badge>}
        </span>
      ),
    },
    {
      id: 'number',
      name: 'Number',
      cell: (method) => (
        <>
          <span aria-hidden="true">•••• </span>
          <span className={visuallyHidden}>ending in </span>
          {method.last4}
        </>
      ),
    },
    { id: 'expiry', name: 'Expires', cell: (method) => cardExpiry(method.expiryMonth, method.expiryYear) },
    {
      id: 'actions',
      name: 'Actions',
      align: 'end',
      cell: (method) => (
        <Button
          variant="quiet"
          size="small"
          aria-label={`Delete ${cardName(method)}`}
          onPress={() => setDeleting(method)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </Button>
      ),
    },
  ];

  return (
    <SettingsSection title="Payment Methods" description={`The cards ${teamName} pays with.`} actions={addButton}>
      {failure && (
        <Banner tone="error" title={failure.title} onDismiss={() => setFailure(null)}>
          {failure.detail}
        </Banner>
      )}
      {methods.status === 'error' ? (
        <StatePanel tone="error" title={billingMessages.paymentMethodsError} onRetry={onRetry}>
          {methods.errorMessage}
        </StatePanel>
      ) : (
        <Table
          aria-label={`Payment methods of ${teamName}`}
          columns={columns}
          items={methods.status === 'loading' ? [] : methods.items}
          isLoading={methods.status === 'loading'}
          loadingLabel="Loading payment methods"
          loadingRows={2}
          emptyState={{ icon: <CreditCard size={24} />, text: billingMessages.noPaymentMethods, action: addButton }}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Delete Payment Method"
        message={`Delete the ${deleting ? cardName(deleting) : 'card'}? ${teamName} can no longer be charged on it.`}
        confirmLabel="Delete Card"
        tone="danger"
        isBusy={isDeleting}
        busyLabel="Deleting..."
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </SettingsSection>
  );
}
