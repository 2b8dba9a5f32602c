type Money = { display: string };

/** An order's totals as a definition list; the discount line only when there is one. */
export function OrderTotals({
  subtotal,
  discount,
  shipping,
  tax,
  total,
}: {
  subtotal: Money;
  discount?: Money & { value: number };
  /** Freight charged (a confirmation); left out where no figure is known. */
  shipping?: Money;
  tax: Money;
  total: Money;
}) {
  return (
    <dl className="totals">
      <dt>Subtotal</dt>
      <dd>{subtotal.display}</dd>
      {discount && discount.value > 0 && (
        <>
          <dt>Discount</dt>
          <dd>-{discount.display}</dd>
        </>
      )}
      {shipping && (
        <>
          <dt>Shipping</dt>
          <dd>{shipping.display}</dd>
        </>
      )}
      <dt>Tax</dt>
      <dd>{tax.display}</dd>
      <dt>Total</dt>
      <dd>
        <strong>{total.display}</strong>
      </dd>
    </dl>
  );
}
