import { useState } from 'react';
import type { FormErrors, RuleError } from '@mro/rules/common';
import { placeErrors, type PlacedError } from '@mro/rules/dialog-tabs';
import type { UserError } from '../../lib/useMutationWithErrors';

/**
 * A tabbed dialog's open tab and error summary (account-admin-calls §2.4, §5): every panel but one is
 * hidden, so each error is named with its tab and field, and the tab of the first opens.
 */
export function useDialogErrors<T extends string>(
  locate: (field: string) => { tab: T; label: string },
  titles: Readonly<Record<T, string>>,
) {
  const [tab, setTab] = useState<string>('general');
  const [placed, setPlaced] = useState<readonly PlacedError[]>([]);
  const show = (found: readonly RuleError[]) => {
    const where = placeErrors(found, locate, titles);
    setPlaced(where);
    if (where[0]) setTab(where[0].tab);
  };
  return {
    tab,
    setTab,
    placed,
    /** The errors of the dialog's validator, in the order it found them. */
    showRules: (errors: FormErrors) =>
      show(Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []))),
    /** The user errors of a refused save that name a field (the rest are the summary's heading). */
    showRefusal: (userErrors: readonly UserError[] = []) =>
      show(userErrors.flatMap((e) => (e.field ? [{ field: e.field, message: e.message }] : []))),
  };
}
