import { ExternalLink, ReceiptText } from 'lucide-react';
import { Badge, capitalise, type BadgeTone } from '../../../primitives/Badge';
import { Link } from '../../../primitives/Link';
import { StatePanel } from '../../../primitives/StatePanel';
import { Table, type TableColumn } from '../../../primitives/Table';
import { visuallyHidden } from '../../../theme/layout.css';
import { billingDate, money } from '../../billing-shared/billing-format';
import { SettingsSection } from '../parts/SettingsSection';
import type { InvoiceRow, ListState } from './billing-types';
import { billingMessages } from './rules';
import * as styles from './BillingScreen.css';

export interface InvoicesSectionProps {
  teamName: string;
  invoices: ListState<InvoiceRow>;
  onRetry: () => void;
}

/** An invoice's status in its colour: paid green, pending amber, any other word grey. */
export function invoiceStatusTone(status: string): BadgeTone {
  switch (status.trim().toLowerCase()) {
    case 'paid':
      return 'success';
    case 'pending':
      return 'warning';
    default:
      return 'neutral';
  }
}

/** The team's invoices (accounts §2): number, date paid, amount, status and a link to each. */
export function InvoicesSection({ teamName, invoices, onRetry }: InvoicesSectionProps) {
  const columns: TableColumn<InvoiceRow>[] = [
    { id: 'number', name: 'Number', cell: (invoice) => invoice.number },
    {
      id: 'paid',
      name: 'Date Paid',
      cell: (invoice) =>
        invoice.paidAt ? billingDate(invoice.paidAt) : <span className={styles.muted}>Not paid</span>,
    },
    { id: 'amount', name: 'Amount', align: 'end', cell: (invoice) => money(invoice.amount) },
    {
      id: 'status',
      name: 'Status',
      cell: (invoice) => <Badge tone={invoiceStatusTone(invoice.status)}>{capitalise(invoice.status)}</Badge>,
    },
    {
      id: 'link',
      name: 'Invoice',
      cell: (invoice) =>
        invoice.url ? (
          <Link href={invoice.url} target="_blank" aria-label={`View invoice ${invoice.number} (opens in a new tab)`}>
            View
            <ExternalLink size={14} aria-hidden="true" />
          </Link>
        ) : (
          <span className={styles.muted}>
            Not available<span className={visuallyHidden}> for invoice {invoice.number}</span>
          </span>
        ),
    },
  ];

  return (
    <SettingsSection title="Invoice History" description={`What ${teamName} has been billed.`}>
      {invoices.status === 'error' ? (
        <StatePanel tone="error" title={billingMessages.invoicesError} onRetry={onRetry}>
          {invoices.errorMessage}
        </StatePanel>
      ) : (
        <Table
          aria-label={`Invoices of ${teamName}`}
          columns={columns}
          items={invoices.status === 'loading' ? [] : invoices.items}
          isLoading={invoices.status === 'loading'}
          loadingLabel="Loading invoices"
          loadingRows={3}
          emptyState={{ icon: <ReceiptText size={24} />, text: billingMessages.noInvoices }}
        />
      )}
    </SettingsSection>
  );
}
