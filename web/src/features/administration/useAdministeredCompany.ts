import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const CUSTOMER_RE = /^\d{1,10}$/;

/**
 * The company Manage Users and Manage Departments work on (issue 18): `?customer=` in the URL, so Back
 * and reload keep it; null is the viewer's own company. Choosing one is a new history entry.
 */
export function useAdministeredCompany(): [string | null, (customerNumber: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('customer');
  const company = raw && CUSTOMER_RE.test(raw) ? raw : null;
  const choose = useCallback(
    (customerNumber: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (customerNumber) next.set('customer', customerNumber);
        else next.delete('customer');
        return next;
      }),
    [setParams],
  );
  return [company, choose];
}
