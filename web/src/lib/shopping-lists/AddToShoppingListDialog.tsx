import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxGroup } from '../../ui/ChoiceGroups';
import { Modal } from '../../ui/Modal';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../apolloErrors';
import {
  OwnShoppingListsDocument,
  AddItemsToShoppingListDocument,
  CreateShoppingListDocument,
  ShoppingListViewerDocument,
} from './AddToShoppingList.generated';
import { detailsValid, emptyDetails, ListDetailsFields, type ListDetails } from './ListDetailsFields';
import { LIST_MESSAGES } from '@mro/rules/lists';

/** An item offered to a list: from the catalogue's quick add or a cart line. */
export type ListCandidate = {
  key: string;
  erp: string;
  description: string;
  quantity: number;
  unitOfMeasure?: string | null;
};

type Step = 'prompt' | 'create' | 'existing';
type Outcome = { message: string | null; userErrors: readonly { message: string }[] } | undefined;

/**
 * The three-step "Add to Shopping List" dialog (prompt; create a new list; add to an existing list).
 * Shared by the catalogue and the cart. `onClose(true)` after items were added.
 */
export function AddToShoppingListDialog({
  items,
  onClose,
}: {
  items: ListCandidate[];
  onClose: (added: boolean) => void;
}) {
  const [step, setStep] = useState<Step>('prompt');
  const [chosen, setChosen] = useState<string[]>(items.map((i) => i.key));
  const [details, setDetails] = useState<ListDetails>(emptyDetails);
  const [triedCreate, setTriedCreate] = useState(false);
  const [listId, setListId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const viewer = useQuery(ShoppingListViewerDocument);
  const loggedIn = Boolean(viewer.data?.viewer);
  const lists = useQuery(OwnShoppingListsDocument, {
    skip: !loggedIn || step !== 'existing',
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useMutation(CreateShoppingListDocument, { refetchQueries: [OwnShoppingListsDocument] });
  const [addItems, adding] = useMutation(AddItemsToShoppingListDocument, {
    refetchQueries: [OwnShoppingListsDocument],
  });
  const notify = useNotify();
  const busy = creating.loading || adding.loading;
  const picked = items
    .filter((i) => chosen.includes(i.key))
    .map((i) => ({ erp: i.erp, quantity: i.quantity, ...(i.unitOfMeasure ? { unitOfMeasure: i.unitOfMeasure } : {}) }));

  function finish(outcome: Outcome, fallback: string) {
    if (!outcome || outcome.userErrors.length > 0) {
      setFailure(outcome?.userErrors[0]?.message ?? fallback);
      return;
    }
    notify(outcome.message ?? LIST_MESSAGES.itemsAdded);
    onClose(true);
  }

  async function submitCreate() {
    setTriedCreate(true);
    if (!detailsValid(details) || picked.length === 0) return;
    setFailure(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            name: details.name.trim(),
            description: details.description.trim() || null,
            isPublic: details.isPublic,
            items: picked,
          },
        },
      });
      finish(data?.createShoppingList, LIST_MESSAGES.createFailed);
    } catch (e) {
      setFailure(friendlyError(e instanceof Error ? e : undefined, LIST_MESSAGES.createFailed));
    }
  }

  async function submitExisting() {
    if (!listId || picked.length === 0) return;
    setFailure(null);
    try {
      const { data } = await addItems({ variables: { input: { id: listId, items: picked } } });
      finish(data?.addItemsToShoppingList, LIST_MESSAGES.checkFailed);
    } catch (e) {
      setFailure(friendlyError(e instanceof Error ? e : undefined, LIST_MESSAGES.checkFailed));
    }
  }

  const go = (next: Step) => {
    setFailure(null);
    setStep(next);
  };
  const cancel = (
    <Button variant="link" onPress={() => onClose(false)}>
      Cancel
    </Button>
  );
  const back = (
    <Button variant="secondary" onPress={() => go('prompt')}>
      Back
    </Button>
  );
  const ownLists = lists.data?.shoppingLists.nodes ?? [];

  let body;
  if (viewer.loading && !viewer.data) body = <Spinner label="Loading…" />;
  else if (!loggedIn) {
    body = (
      <>
        <Alert tone="info">{LIST_MESSAGES.loginRequired}</Alert>
        <div className="form-actions">{cancel}</div>
      </>
    );
  } else if (step === 'prompt') {
    body = (
      <>
        {items.length > 1 ? (
          <CheckboxGroup
            label="Items to add"
            value={chosen}
            onChange={setChosen}
            options={items.map((i) => ({
              value: i.key,
              label: `${i.description} (Item #${i.erp}, quantity ${i.quantity})`,
            }))}
          />
        ) : (
          <p>
            {items[0]?.description} (Item #{items[0]?.erp}), quantity {items[0]?.quantity}
          </p>
        )}
        {chosen.length === 0 && <p className="field-error">Choose at least one item.</p>}
        <div className="form-actions">
          <Button onPress={() => go('create')} isDisabled={chosen.length === 0}>
            Create a New Shopping List
          </Button>
          <Button variant="secondary" onPress={() => go('existing')} isDisabled={chosen.length === 0}>
            Add to an Existing List
          </Button>
          {cancel}
        </div>
      </>
    );
  } else if (step === 'create') {
    body = (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submitCreate();
        }}
      >
        <ListDetailsFields value={details} onChange={setDetails} showErrors={triedCreate} />
        <div className="form-actions">
          <Button type="submit" isDisabled={!details.name.trim() || busy}>
            Create List
          </Button>
          {back}
          {cancel}
        </div>
      </form>
    );
  } else {
    body = (
      <>
        {lists.loading && !lists.data ? (
          <Spinner label="Loading your shopping lists…" />
        ) : lists.error && !lists.data ? (
          <Alert tone="error">{friendlyError(lists.error, LIST_MESSAGES.checkFailed)}</Alert>
        ) : ownLists.length === 0 ? (
          <Alert tone="info">{LIST_MESSAGES.noLists}</Alert>
        ) : (
          <NativeSelect
            label="Shopping List"
            value={listId}
            onChange={setListId}
            placeholder="Choose a list"
            options={ownLists.map((l) => ({
              value: l.id,
              label: `${l.name} (${l.itemCount} ${l.itemCount === 1 ? 'item' : 'items'})`,
            }))}
          />
        )}
        <div className="form-actions">
          <Button onPress={() => void submitExisting()} isDisabled={!listId || busy}>
            Add to List
          </Button>
          {back}
          {cancel}
        </div>
      </>
    );
  }

  const titles: Record<Step, string> = {
    prompt: 'Add to Shopping List',
    create: 'Create a New Shopping List',
    existing: 'Add to an Existing List',
  };
  return (
    <Modal title={titles[step]} isOpen isDismissable onOpenChange={(open) => !open && onClose(false)}>
      {body}
      {failure && <Alert tone="error">{failure}</Alert>}
    </Modal>
  );
}
