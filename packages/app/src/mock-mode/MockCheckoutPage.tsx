import { completeMockCheckout, getMockCheckout } from '@causeway/mocks/browser';
import { MockCheckoutScreen } from '@causeway/ui/screens/mock/MockCheckoutScreen';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../routes/paths';

/** /__mock/checkout?session_id=…: where a mock checkout_url leads; returns like the real payment page. */
export function MockCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id') ?? '';
  const [checkout] = useState(() => getMockCheckout(sessionId));
  const [pending, setPending] = useState<'pay' | 'cancel' | null>(null);

  const finish = (choice: 'pay' | 'cancel') => {
    setPending(choice);
    void completeMockCheckout(sessionId, choice).then((path) => navigate(path ?? paths.controlTower.billing));
  };

  return (
    <MockCheckoutScreen
      checkout={checkout?.status === 'open' ? checkout : null}
      onPay={() => finish('pay')}
      onCancel={() => finish('cancel')}
      pending={pending}
    />
  );
}
