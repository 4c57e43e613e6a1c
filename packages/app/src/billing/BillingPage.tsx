import { fallbacks } from '@causeway/api-client';
import { safeRedirectUrl } from '@causeway/api-client/domain';
import {
  BillingScreen,
  billingMessages,
  type BillingActionResult,
  type BillingDetailsValues,
  type PaymentMethodRow,
} from '@causeway/ui/screens/settings/BillingScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browserLocation } from '../lib/browser-location';
import { failureDetail } from '../lib/errors';
import { formFailure } from '../lib/form-failure';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { activeTeamAtom } from '../session/active-team-atoms';
import { hasSession } from '../session/has-session';
import {
  billingDetailsServerFields,
  billingDetailsValuesOf,
  hasUnsavedDetails,
  toBillingDetailsRequest,
} from './billing-details-form';
import { toInvoiceRow, toPaymentMethodRow, toTeamSubscription } from './billing-rows';
import { billingKeys, billingMutations, billingQueries } from './queries';

/** Back from the payment page, the address carries the checkout's session (accounts §2). */
export const sessionIdParam = 'session_id';

const listStatus = (query: { isPending: boolean; isError: boolean }) =>
  query.isPending ? 'loading' : query.isError ? 'error' : 'ready';

/**
 * /control-tower/billing (accounts §2, §4): the active team's current plan, payment methods, billing
 * details and invoices, all refetched when the window regains focus. Back from paying
 * (`?session_id=…`, also through /billing/success) it says 'Payment Successful!', takes the
 * parameter out of the address and fetches the team's billing again, the shell's banner with it.
 */
export function BillingPage() {
  const team = useAtomValue(activeTeamAtom);
  const teamId = team?.id ?? '';
  const queryClient = useQueryClient();
  const enabled = () => team !== null && hasSession();

  const [params, setParams] = useSearchParams();
  const sessionId = params.get(sessionIdParam);
  const [paidSession, setPaidSession] = useState<string | null>(null);
  if (sessionId && sessionId !== paidSession) setPaidSession(sessionId);
  useEffect(() => {
    if (!sessionId) return;
    void queryClient.invalidateQueries({ queryKey: billingKeys.team(teamId) });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(sessionIdParam);
        return next;
      },
      { replace: true },
    );
  }, [sessionId, teamId, queryClient, setParams]);

  const subscription = useQuery({ ...billingQueries.subscriptionDetails(teamId), enabled });
  const methods = useQuery({
    ...billingQueries.paymentMethods(teamId),
    enabled,
    select: (list) => list.map(toPaymentMethodRow),
  });
  const invoices = useQuery({ ...billingQueries.history(teamId), enabled, select: (list) => list.map(toInvoiceRow) });
  const details = useQuery({ ...billingQueries.details(teamId), enabled });

  const cardSetup = useMutation(billingMutations.createCardSetup(teamId));
  const deleteMethod = useMutation(billingMutations.deletePaymentMethod(teamId));
  const updateDetails = useMutation(billingMutations.updateDetails(teamId));

  // What the person typed, kept per team: a switch shows the new team's saved details.
  const saved = billingDetailsValuesOf(details.data);
  const [draft, setDraft] = useState<{ teamId: string; values: BillingDetailsValues } | null>(null);
  const values = draft?.teamId === teamId ? draft.values : saved;
  const leaveGuard = useLeaveGuard(details.isSuccess && hasUnsavedDetails(values, saved));
  // One object per failed attempt: the screen shows its field errors until the field is edited.
  // A save's outcome belongs to the team it was made for.
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const saveShown = savedFor === teamId;
  const detailsFailure = useMemo(
    () => (updateDetails.error ? formFailure(updateDetails.error, billingDetailsServerFields) : undefined),
    [updateDetails.error],
  );

  const addPaymentMethod = async (): Promise<BillingActionResult> => {
    try {
      const reply = await cardSetup.mutateAsync();
      const url = safeRedirectUrl(reply.Card_Details_checkout_url);
      if (!url) return { ok: false, title: billingMessages.checkoutError, detail: billingMessages.cardSetupFailed };
      browserLocation.assign(url);
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        title: billingMessages.cardSetupFailed,
        detail: failureDetail(error, fallbacks.billing.createCardSetup),
      };
    }
  };

  const deletePaymentMethod = async (method: PaymentMethodRow): Promise<BillingActionResult> => {
    try {
      await deleteMethod.mutateAsync(method.id);
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        title: billingMessages.deleteMethodFailed,
        detail: failureDetail(error, fallbacks.billing.deletePaymentMethod),
      };
    }
  };

  return (
    <BillingScreen
      team={team}
      paymentSucceeded={paidSession !== null}
      onPaymentNoticeDismiss={() => setPaidSession(null)}
      subscription={{
        status: listStatus(subscription),
        subscription: toTeamSubscription(subscription.data),
        errorMessage: subscription.isError
          ? failureDetail(subscription.error, fallbacks.billing.subscriptionDetails)
          : undefined,
      }}
      onRetrySubscription={() => void subscription.refetch()}
      // 'Refresh subscription data' clears the details and fetches them again (accounts §4).
      onRefreshSubscription={() =>
        void queryClient.resetQueries({ queryKey: billingQueries.subscriptionDetails(teamId).queryKey })
      }
      paymentMethods={{
        status: listStatus(methods),
        items: methods.data ?? [],
        errorMessage: methods.isError ? failureDetail(methods.error, fallbacks.billing.paymentMethods) : undefined,
      }}
      onRetryPaymentMethods={() => void methods.refetch()}
      onAddPaymentMethod={addPaymentMethod}
      onDeletePaymentMethod={deletePaymentMethod}
      details={{
        status: listStatus(details),
        errorMessage: details.isError ? failureDetail(details.error, fallbacks.billing.details) : undefined,
        onRetry: () => void details.refetch(),
        values,
        onChange: (next) => setDraft({ teamId, values: next }),
        // Saved: the form shows the details as the server now has them; failed: what was typed stays.
        onSave: (next) => {
          setSavedFor(teamId);
          updateDetails.mutate(toBillingDetailsRequest(next), { onSuccess: () => setDraft(null) });
        },
        isSaving: updateDetails.isPending,
        isSaved: saveShown && updateDetails.isSuccess && draft === null,
        saveError:
          saveShown && updateDetails.isError
            ? {
                ok: false,
                title: billingMessages.updateDetailsFailed,
                detail: failureDetail(updateDetails.error, fallbacks.billing.updateDetails),
              }
            : undefined,
        fieldErrors: saveShown ? detailsFailure?.fieldErrors : undefined,
      }}
      invoices={{
        status: listStatus(invoices),
        items: invoices.data ?? [],
        errorMessage: invoices.isError ? failureDetail(invoices.error, fallbacks.billing.history) : undefined,
      }}
      onRetryInvoices={() => void invoices.refetch()}
      leaveGuard={leaveGuard}
    />
  );
}
