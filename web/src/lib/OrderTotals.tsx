type Money = { display: string };

/** An order's totals as a definition list; the discount line only when there is one. */
export function OrderTotals({
  subtotal,
  discount,
  tax,
  total,
}: {
  subtotal: Money;
  discount?: Money & { value: number };
  tax: Money;
  total: Money;
}) {
  return (
    <dl>
      <dt>Subtotal</dt>
      <dd>{subtotal.display}</dd>
      {discount && discount.value > 0 && (
        <>
          <dt>Discount</dt>
          <dd>-{discount.display}</dd>
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
