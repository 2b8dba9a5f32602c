import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { BILLING_MESSAGES } from '@mro/rules/payment';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { pageFailure } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import {
  BillingInfoDocument,
  MakeDefaultCardDocument,
  RemoveCardDocument,
  type BillingCardFragment,
} from './BillingInfo.generated';
import { CardForm } from './CardForm';
import './billing.css';
import { ConfirmDialog } from '../../lib/forms/ConfirmDialog';

const BRAND = { VISA: 'Visa', MASTERCARD: 'MasterCard', AMERICAN_EXPRESS: 'American Express' } as const;
const expiry = (card: BillingCardFragment) => `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`;
const cardName = (card: BillingCardFragment) => `${BRAND[card.cardType]} ending in ${card.last4}`;

const CARD_COLUMNS: DataColumn<BillingCardFragment>[] = [
  {
    header: 'Card',
    rowHeader: true,
    cell: (card) => (
      <>
        {cardName(card)}
        {card.nickname && <span className="muted"> ({card.nickname})</span>}
      </>
    ),
  },
  { header: 'Number', cell: (card) => <span className="billing-number">{card.maskedNumber}</span> },
  { header: 'Name on card', cell: (card) => card.nameOnCard },
  { header: 'Expires', cell: expiry },
  { header: 'Default', cell: (card) => (card.isDefault ? 'Default' : 'No') },
];

/** /my-account/billing-info (account-admin-calls §2.4): the saved cards, or the card form. */
export function BillingInfoPage() {
  usePageTitle('Billing Info');
  const { data, loading, error } = useQuery(BillingInfoDocument, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BillingCardFragment | null>(null);
  const failed = (reason: string) => BILLING_MESSAGES.requestFailed(reason);
  const makeDefault = useMutationWithErrors(MakeDefaultCardDocument, (d) => d.updateSavedCard, {
    failed: BILLING_MESSAGES.notSaved,
    notify: BILLING_MESSAGES.defaultSet,
    refetchQueries: [BillingInfoDocument],
    awaitRefetchQueries: true,
  });
  const billing = data?.billingInfo;

  if (loading && !data) return <Spinner label="Loading billing information…" />;
  if (error && !data)
    return (
      <>
        <h1>Billing Info</h1>
        <Alert tone="error">{pageFailure(error, BILLING_MESSAGES.loadFailed)}</Alert>
      </>
    );
  if (!billing) return null;

  if (adding)
    return (
      <>
        <h1>Billing Info</h1>
        <CardForm
          years={billing.expirationYears}
          canSaveAsDefault={billing.canSaveAsDefault}
          onDone={() => setAdding(false)}
        />
      </>
    );

  const actions = (card: BillingCardFragment) => (
    <div className="row-buttons">
      {!card.isDefault && (
        <Button
          variant="secondary"
          aria-label={`Set as Default: ${cardName(card)}`}
          isDisabled={makeDefault.loading}
          onPress={() => void makeDefault.run({ variables: { input: { token: card.token, makeDefault: true } } })}
        >
          Set as Default
        </Button>
      )}
      <Button variant="secondary" aria-label={`Remove ${cardName(card)}`} onPress={() => setRemoving(card)}>
        Remove
      </Button>
    </div>
  );

  return (
    <>
      <h1>Billing Info</h1>
      <p>Your saved cards. The default card is chosen first at checkout and used by express checkout.</p>
      {billing.newCardAvailable ? (
        <div className="form-actions">
          <Button onPress={() => setAdding(true)}>Add Card</Button>
        </div>
      ) : (
        <Alert tone="warning">{billing.newCardMessage ?? BILLING_MESSAGES.formUnavailable}</Alert>
      )}
      {makeDefault.failure && <Alert tone="error">{failed(makeDefault.failure)}</Alert>}
      {billing.savedCards.length === 0 ? (
        <Alert tone="info">{BILLING_MESSAGES.empty}</Alert>
      ) : (
        <DataTable
          caption="Saved cards"
          columns={[...CARD_COLUMNS, { header: 'Actions', hideHeader: true, cell: actions }]}
          rows={billing.savedCards}
          rowKey={(card) => card.token}
        />
      )}
      {removing && <RemoveCardModal card={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

function RemoveCardModal({ card, onClose }: { card: BillingCardFragment; onClose: () => void }) {
  const remove = useMutationWithErrors(RemoveCardDocument, (d) => d.removeSavedCard, {
    failed: BILLING_MESSAGES.notSaved,
    notify: BILLING_MESSAGES.removed,
    refetchQueries: [BillingInfoDocument],
    awaitRefetchQueries: true,
  });
  async function confirm() {
    if ((await remove.run({ variables: { input: { token: card.token } } })).ok) onClose();
  }
  return (
    <ConfirmDialog
      title="Remove Card"
      label="Remove"
      failure={remove.failure && BILLING_MESSAGES.requestFailed(remove.failure)}
      isBusy={remove.loading}
      onConfirm={confirm}
      onClose={onClose}
    >
      Remove {cardName(card)} (expires {expiry(card)})? You can add it again later.
    </ConfirmDialog>
  );
}
