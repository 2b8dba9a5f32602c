import { useQuery } from '@apollo/client/react';
import { CartFile } from './CartFile';
import { CartShortcutsDocument } from './CartShortcuts.generated';
import { QuickAdd } from './QuickAdd';
import './cart-shortcuts.css';

/**
 * The cart's shortcuts (docs/cart-shortcuts.md): quick add and import use the order pad's lookup, so only
 * viewers with the order pad have them; every cart with lines can be exported.
 */
export function CartShortcuts({ lineCount, guest }: { lineCount: number; guest: boolean }) {
  const { data } = useQuery(CartShortcutsDocument, { skip: guest });
  const byPartNumber = !guest && data?.viewer?.orderPadEnabled === true;
  if (!byPartNumber && lineCount === 0) return null;
  return (
    <section aria-label="Cart shortcuts" className="cart-shortcuts">
      {byPartNumber && <QuickAdd />}
      <CartFile canExport={lineCount > 0} canImport={byPartNumber} />
    </section>
  );
}
