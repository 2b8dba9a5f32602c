import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxGroup } from '../../ui/ChoiceGroups';
import { Modal } from '../../ui/Modal';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../apolloErrors';
import { useMutationWithErrors, useSharedAlert } from '../useMutationWithErrors';
import {
  OwnShoppingListsDocument,
  AddItemsToShoppingListDocument,
  CreateShoppingListDocument,
  ShoppingListViewerDocument,
} from './AddToShoppingList.generated';
import { RulesForm, SubmitButton } from '../forms/RulesForm';
import { useRulesForm } from '../forms/useRulesForm';
import { emptyDetails, ListDetailsFields, type ListDetails } from './ListDetailsFields';
import { LIST_MESSAGES, listDetailsFormErrors } from '@mro/rules/lists';

/** An item offered to a list: from the catalogue's quick add or a cart line. */
export type ListCandidate = {
  key: string;
  erp: string;
  description: string;
  quantity: number;
  unitOfMeasure?: string | null;
};

type Step = 'prompt' | 'create' | 'existing';

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
  const form = useRulesForm<ListDetails>({ defaultValues: emptyDetails, validate: listDetailsFormErrors });
  const name = useWatch({ control: form.control, name: 'name' });
  const [listId, setListId] = useState('');
  const viewer = useQuery(ShoppingListViewerDocument);
  const loggedIn = Boolean(viewer.data?.viewer);
  const lists = useQuery(OwnShoppingListsDocument, {
    skip: !loggedIn || step !== 'existing',
    fetchPolicy: 'cache-and-network',
  });
  // Both ways end the same: the list's message as a toast; a refusal in the dialog's one alert.
  const sharedAlert = useSharedAlert();
  const added = { refetchQueries: [OwnShoppingListsDocument], sharedAlert };
  const create = useMutationWithErrors(CreateShoppingListDocument, (data) => data.createShoppingList, {
    ...added,
    failed: LIST_MESSAGES.createFailed,
    notify: (payload) => payload.message ?? LIST_MESSAGES.itemsAdded,
  });
  const addItems = useMutationWithErrors(AddItemsToShoppingListDocument, (data) => data.addItemsToShoppingList, {
    ...added,
    failed: LIST_MESSAGES.checkFailed,
    notify: (payload) => payload.message ?? LIST_MESSAGES.itemsAdded,
  });
  const failure = create.failure;
  const busy = create.loading || addItems.loading;
  const picked = items
    .filter((i) => chosen.includes(i.key))
    .map((i) => ({ erp: i.erp, quantity: i.quantity, ...(i.unitOfMeasure ? { unitOfMeasure: i.unitOfMeasure } : {}) }));

  async function submitCreate(details: ListDetails) {
    if (picked.length === 0) return;
    const outcome = await create.run({
      variables: {
        input: {
          name: details.name.trim(),
          description: details.description.trim() || null,
          isPublic: details.isPublic,
          items: picked,
        },
      },
    });
    if (outcome.ok) onClose(true);
  }

  async function submitExisting() {
    if (!listId || picked.length === 0) return;
    const outcome = await addItems.run({ variables: { input: { id: listId, items: picked } } });
    if (outcome.ok) onClose(true);
  }

  const go = (next: Step) => {
    create.setFailure(null);
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
      <RulesForm form={form} onSubmit={submitCreate}>
        <ListDetailsFields control={form.control} />
        <div className="form-actions">
          <SubmitButton form={form} isDisabled={!name.trim() || busy}>
            Create List
          </SubmitButton>
          {back}
          {cancel}
        </div>
      </RulesForm>
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
