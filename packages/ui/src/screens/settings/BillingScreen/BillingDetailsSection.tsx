import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { LoadRegion } from '../../../primitives/LoadRegion';
import { Select } from '../../../primitives/Select';
import { SkeletonRows } from '../../../primitives/Skeleton';
import { Stack } from '../../../primitives/Stack';
import { TextField } from '../../../primitives/TextField';
import type { BillingActionResult } from '../../billing-shared/team-subscription';
import { useServerFieldErrors } from '../../auth/RegisterScreen/use-server-field-errors';
import { SettingsSection } from '../parts/SettingsSection';
import * as shared from '../settings-screen.css';
import type { BillingDetailsField, BillingDetailsFieldErrors, BillingDetailsValues } from './billing-types';
import { billingMessages, taxTypes, type TaxType } from './rules';
import * as styles from './BillingScreen.css';

const taxTypeItems = taxTypes.map((taxType) => ({ id: taxType, name: taxType }));

export interface BillingDetailsSectionProps {
  teamName: string;
  /** Where the saved details stand; a team without any gets an empty form. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | undefined;
  onRetry: () => void;
  values: BillingDetailsValues;
  onChange: (values: BillingDetailsValues) => void;
  onSave: (values: BillingDetailsValues) => void;
  isSaving?: boolean;
  /** The last save went through and nothing was typed since. */
  isSaved?: boolean;
  /** The last save failed: the screen's words and the server's; what was typed stays. */
  saveError?: Extract<BillingActionResult, { ok: false }> | undefined;
  /** Server errors by field; pass a new object for each failed attempt. */
  fieldErrors?: BillingDetailsFieldErrors | undefined;
}

/** One text field of the form, by its name in the form. */
interface TextFieldSpec {
  field: Exclude<BillingDetailsField, 'taxType'>;
  label: string;
  autoComplete?: string;
  inputMode?: 'email' | 'text';
}

const addressFields: TextFieldSpec[] = [
  { field: 'fullName', label: 'Full Name', autoComplete: 'name' },
  // A text field: the form has no validation (accounts §5), the server says what it refuses.
  { field: 'billingEmail', label: 'Billing Email', autoComplete: 'email', inputMode: 'email' },
  { field: 'country', label: 'Country', autoComplete: 'country-name' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { field: 'addressLine1', label: 'Address Line 1', autoComplete: 'address-line1' },
  { field: 'addressLine2', label: 'Address Line 2', autoComplete: 'address-line2' },
];

/** The team's billing details (accounts §3): address and tax, saved as typed, no validation. */
export function BillingDetailsSection({
  teamName,
  status,
  errorMessage,
  onRetry,
  values,
  onChange,
  onSave,
  isSaving = false,
  isSaved = false,
  saveError,
  fieldErrors,
}: BillingDetailsSectionProps) {
  const [serverErrors, clearServerError] = useServerFieldErrors(fieldErrors);

  const change = (patch: Partial<BillingDetailsValues>) => {
    onChange({ ...values, ...patch });
    for (const field of Object.keys(patch) as BillingDetailsField[]) clearServerError(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(values);
  };

  return (
    <SettingsSection
      title="Billing Details"
      description={`The name, address and tax details on ${teamName}'s invoices.`}
    >
      <LoadRegion
        status={status}
        loadingLabel="Loading billing details"
        skeleton={<SkeletonRows rows={4} />}
        error={{ title: billingMessages.detailsError, text: errorMessage }}
        onRetry={onRetry}
      >
        <Stack space="4">
          {saveError && (
            <Banner tone="error" title={saveError.title}>
              {saveError.detail}
            </Banner>
          )}
          {isSaved && <Banner tone="success">{billingMessages.detailsSaved}</Banner>}
          <Form onSubmit={submit} validationErrors={serverErrors} aria-label="Billing details">
            <Stack space="4">
              <div className={styles.detailsGrid}>
                {addressFields.map(({ field, label, autoComplete, inputMode }) => (
                  <TextField
                    key={field}
                    name={field}
                    label={label}
                    autoComplete={autoComplete}
                    inputMode={inputMode}
                    value={values[field]}
                    onChange={(value) => change({ [field]: value })}
                  />
                ))}
                <Select
                  name="taxType"
                  label="Tax Type"
                  items={taxTypeItems}
                  selectedKey={values.taxType}
                  onSelectionChange={(key) => change({ taxType: key as TaxType })}
                  errorMessage={serverErrors.taxType?.join(' ')}
                />
                <TextField name="taxId" label="Tax ID" value={values.taxId} onChange={(taxId) => change({ taxId })} />
              </div>
              <div className={shared.actions}>
                <Button type="submit" isPending={isSaving} pendingLabel="Saving...">
                  Save Billing Details
                </Button>
              </div>
            </Stack>
          </Form>
        </Stack>
      </LoadRegion>
    </SettingsSection>
  );
}
