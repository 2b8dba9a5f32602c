import { SCAN_MESSAGES } from '@mro/rules/scans';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ButtonLink } from '../../ui/Link';
import { LoadMoreLines } from '../../lib/LoadMoreLines';
import { Spinner } from '../../ui/Spinner';
import { LinesTable } from '../../ui/LinesTable';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { CheckoutStep, setProgress } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { useMutationWithErrors, useSharedAlert } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { CartDocument, RemoveCartLinesDocument, UpdateCartLineDocument } from './Cart.generated';
import { cartLineColumns } from './CartLineColumns';
import { PromoCode } from './PromoCode';
import { EmptyCart } from './EmptyCart';
import { ShareCart } from './ShareCart';
import { CheckoutActions } from './CheckoutActions';
import { CartShortcuts } from './CartShortcuts';
import { CartStickySummary } from './CartStickySummary';
import { cartSummaryText } from './cartSummaryText';
import { LineProperties } from './LineProperties';
import { LinePropertyFieldsDocument } from './LineProperties.generated';
import { AddToShoppingListDialog } from '../../lib/shopping-lists/AddToShoppingListDialog';
import { Checkbox } from '../../ui/Checkbox';
import { useLinesWindow } from '../../lib/useLinesWindow';
import { useLineSelection, type CartLineKey } from './useLineSelection';
import { CartPolicyLinks } from './CartPolicyLinks';
import { CART_PAGE_SIZE } from './preloadCart';

/** `guest`: an open-browse guest's cart: no promo codes or line properties (account features); checkout starts at /cart/log-in. */
export function CartPage({ guest = false }: { guest?: boolean }) {
  usePageTitle('Cart');
  const notify = useNotify();
  // The Order Summary's own checkout actions: the phone's sticky summary steps aside while they are on screen.
  const summaryCheckout = useRef<HTMLDivElement>(null);
  const linesWindow = useLinesWindow(CART_PAGE_SIZE);
  const { data, loading, error, fetchMore } = useQuery(CartDocument, {
    variables: { offset: 0, limit: linesWindow.shown },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: linesWindow.nextFetchPolicy,
  });
  // One alert for the page: each action replaces what the last one said.
  const sharedAlert = useSharedAlert();
  const change = { failed: messages.cartUpdateError, notify: messages.cartUpdated, sharedAlert };
  const update = useMutationWithErrors(UpdateCartLineDocument, (result) => result.updateCartLine, {
    ...change,
    succeeded: (payload) => Boolean(payload.cart),
  });
  const remove = useMutationWithErrors(RemoveCartLinesDocument, (result) => result.removeCartLines, {
    ...change,
    succeeded: (payload) => Boolean(payload.cart),
  });
  const failure = update.failure;
  const busy = update.loading || remove.loading;
  const fieldsQuery = useQuery(LinePropertyFieldsDocument, { skip: guest });
  const lineFields = fieldsQuery.data?.userDefinedFields ?? [];
  const [editing, setEditing] = useState<string | null>(null);
  /** The lines "Add to Shopping List" offers, once resolved (the selection, or every line). */
  const [listing, setListing] = useState<CartLineKey[] | null>(null);
  const [resolving, setResolving] = useState(false);
  // Remove Selected and Add to Shopping List act on the selection (Add to Shopping List on every line when none is).
  const selection = useLineSelection(data?.cart?.lineCount ?? 0);

  useEffect(() => setProgress(CheckoutStep.cart), []);

  const onUpdate = (lineId: string, quantity: number) => {
    const lineOffset = Math.max(0, data?.cart?.lines.findIndex((l) => l.id === lineId) ?? 0);
    void update.run({ variables: { input: { lineId, quantity }, lineOffset } });
  };

  const onRemove = async (lineIds: string[]) => {
    const loaded = new Set(data?.cart?.lines.map((line) => line.id));
    const outcome = await remove.run({
      variables: { input: { lineIds } },
      update(cache, { data: result }) {
        if (result?.removeCartLines.cart) {
          for (const lineId of lineIds) cache.evict({ id: cache.identify({ __typename: 'CartLine', id: lineId }) });
          cache.gc();
        }
      },
    });
    if (outcome.payload?.cart) {
      linesWindow.removed(lineIds.filter((id) => loaded.has(id)).length);
      selection.clear();
    }
  };

  /** Resolves the selection (fetching the keys of lines not loaded yet when needed), then acts on it. */
  const withSelection = async (orEverything: boolean, act: (lines: CartLineKey[]) => Promise<unknown> | void) => {
    setResolving(true);
    try {
      const lines = await selection.resolve(data?.cart?.lines ?? [], orEverything);
      if (lines.length > 0) await act(lines);
    } catch {
      update.setFailure(messages.cartLoadError);
    } finally {
      setResolving(false);
    }
  };

  if (loading && !data) return <Spinner label="Loading cart…" />;
  if (error && !data) return <Alert tone="error">{friendlyError(error, messages.cartLoadError)}</Alert>;
  const cart = data?.cart;
  const required = lineFields
    .filter((field) => field.required && field.inputType !== 'HIDDEN')
    .map((field) => field.name);
  // An empty required line property makes the line properties invalid: checkout waits for them.
  const propertiesMissing =
    required.length > 0 &&
    (cart?.lines ?? []).some((line) => required.some((name) => !line.properties.find((p) => p.name === name)?.value));
  const editedLine = cart?.lines.find((line) => line.id === editing);

  return (
    <>
      <h1>Shopping Cart</h1>
      {failure && <Alert tone="error">{failure}</Alert>}
      {cart?.fromScan && cart.lineCount > 0 && <Alert tone="info">{SCAN_MESSAGES.cartFromScan}</Alert>}
      <CartShortcuts lineCount={cart?.lineCount ?? 0} guest={guest} />
      {!cart || cart.lineCount === 0 ? (
        <>
          <Alert tone="info">{messages.cartEmpty}</Alert>
          <ButtonLink to="/" variant="secondary">
            Continue Shopping
          </ButtonLink>
        </>
      ) : (
        <div>
          <div className="grid">
            <LinesTable
              caption="Cart lines"
              lines={cart.lines}
              // A quantity the server changed starts the line's field again from it.
              lineKey={(line) => `${line.id}-${line.quantity}`}
              columns={cartLineColumns({
                busy,
                onUpdate,
                onRemove: (lineId) => void onRemove([lineId]),
                isSelected: selection.isSelected,
                onSelect: selection.select,
                onEditProperties: lineFields.length > 0 ? setEditing : undefined,
                selectAll: (
                  <Checkbox
                    label="Select all lines"
                    hideLabel
                    isSelected={selection.allSelected}
                    isIndeterminate={selection.count > 0 && !selection.allSelected}
                    onChange={selection.selectAll}
                  />
                ),
              })}
            />
            <div className="form-actions">
              {selection.count > 0 && (
                <Button
                  variant="secondary"
                  isDisabled={busy || resolving}
                  onPress={() => void withSelection(false, (lines) => onRemove(lines.map((line) => line.id)))}
                >
                  Remove Selected ({selection.count})
                </Button>
              )}
              <EmptyCart
                isDisabled={busy || resolving}
                onEmptied={() => {
                  linesWindow.removed(cart.lineCount);
                  selection.clear();
                }}
              />
            </div>
            {cart.lines.length < cart.lineCount && (
              <div>
                <LoadMoreLines
                  linesWindow={linesWindow}
                  fetchPage={(offset, limit) => fetchMore({ variables: { offset, limit } })}
                  onFailure={() => update.setFailure(messages.cartLoadError)}
                />
              </div>
            )}
            <Card title="Order Summary">
              <p>{cartSummaryText(cart).counts}</p>
              <p>
                <strong>{cartSummaryText(cart).subtotal}</strong>
              </p>
              {!guest && <PromoCode cart={cart} offered={cart.promoCodesOffered} />}
              {propertiesMissing && <p className="field-error">Line properties: (Required)</p>}
              <div ref={summaryCheckout}>
                <CheckoutActions disabled={propertiesMissing || busy} lineCount={cart.lineCount} guest={guest}>
                  <Button
                    variant="secondary"
                    isDisabled={resolving}
                    onPress={() => void withSelection(true, (lines) => setListing(lines))}
                  >
                    Add to Shopping List
                  </Button>
                  {!guest && <ShareCart />}
                </CheckoutActions>
              </div>
              <CartPolicyLinks />
            </Card>
          </div>
          {/* Outside the grid: a sticky grid item could not leave its own row. */}
          <CartStickySummary
            cart={cart}
            disabled={propertiesMissing || busy}
            guest={guest}
            summaryCheckout={summaryCheckout}
          />
        </div>
      )}
      {listing && (
        <AddToShoppingListDialog
          items={listing.map((line) => ({
            key: line.id,
            erp: line.erp,
            description: line.description,
            quantity: line.quantity,
            unitOfMeasure: line.unitOfMeasure,
          }))}
          onClose={() => setListing(null)}
        />
      )}
      {editedLine && (
        <LineProperties
          line={editedLine}
          fields={lineFields}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify(messages.cartUpdated);
          }}
        />
      )}
    </>
  );
}
