/** The order data a buyer gave at checkout: shown on review and confirmation so nothing goes out unseen. */
export type OrderNotesData = {
  purchaseOrderNumber?: string | null;
  shippingInstructions?: string | null;
  comments?: string | null;
};

export function OrderNotes({
  notes: { purchaseOrderNumber, shippingInstructions, comments },
}: {
  notes: OrderNotesData;
}) {
  return (
    <dl className="order-notes">
      <dt>PO number</dt>
      <dd>{purchaseOrderNumber || 'None'}</dd>
      <dt>Shipping instructions</dt>
      <dd>{shippingInstructions || 'None'}</dd>
      <dt>Comments</dt>
      <dd>{comments || 'None'}</dd>
    </dl>
  );
}
