import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import './lists.css';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { LinesTable } from '../../ui/LinesTable';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../lib/forms/ConfirmDialog';
import { useMutationWithErrors, useSharedAlert } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { AddItemsModal } from './AddItemsModal';
import { DeleteListModal } from './DeleteListModal';
import { EditDetailsForm } from './EditDetailsForm';
import { listItemColumns, type ItemActions } from './ListItemColumns';
import { ShareListModal } from './ShareListModal';
import { TagModal } from './TagModal';
import {
  AddShoppingListItemsToCartDocument,
  AddShoppingListItemTagDocument,
  RemoveShoppingListItemDocument,
  RemoveShoppingListItemTagDocument,
  ShoppingListDocument,
  UpdateShoppingListDocument,
  type ShoppingListItemFieldsFragment,
} from './ShoppingList.generated';

type Item = ShoppingListItemFieldsFragment;

/** /my-account/shopping-list/:list: the items, their tags and quantities, details, sharing. */
export function ShoppingListPage() {
  const { list: id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, loading, error } = useQuery(ShoppingListDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [searching, setSearching] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [tagging, setTagging] = useState<Item | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  // One alert for the page's changes: each replaces what the last one said.
  const sharedAlert = useSharedAlert();
  const checked = { failed: LIST_MESSAGES.checkFailed, sharedAlert };
  const update = useMutationWithErrors(UpdateShoppingListDocument, (result) => result.updateShoppingList, checked);
  const removeItem = useMutationWithErrors(
    RemoveShoppingListItemDocument,
    (result) => result.removeShoppingListItem,
    checked,
  );
  const removeTag = useMutationWithErrors(
    RemoveShoppingListItemTagDocument,
    (result) => result.removeShoppingListItemTag,
    checked,
  );
  const toCart = useMutationWithErrors(
    AddShoppingListItemsToCartDocument,
    (result) => result.addShoppingListItemsToCart,
    {
      failed: LIST_MESSAGES.cartFailed,
      sharedAlert,
      notify: (payload) =>
        payload.addedCount > 1
          ? `${payload.addedCount} items were added to your cart.`
          : payload.addedCount === 1
            ? 'Your cart has been updated.'
            : null,
    },
  );
  // The tag dialog shows its own alert.
  const addTag = useMutationWithErrors(AddShoppingListItemTagDocument, (result) => result.addShoppingListItemTag, {
    failed: LIST_MESSAGES.checkFailed,
  });
  const failure = update.failure;
  const list = data?.shoppingList;
  usePageTitle(list?.name ?? 'Shopping List');
  const busy = [update, removeItem, removeTag, toCart, addTag].some((mutation) => mutation.loading);

  /** Every item of the list at today's prices; unavailable items (no price or quantity) stay behind, said so. */
  const addAllToCart = async (items: readonly { id: string }[]) => {
    const outcome = await toCart.run({ variables: { input: { id, itemIds: items.map((item) => item.id) } } });
    const added = outcome.payload?.addedCount ?? 0;
    if (!outcome.ok && added > 0) notify(`${added} of ${items.length} items were added to your cart.`);
  };

  const actions: ItemActions = {
    onQuantity: (itemId, quantity) =>
      void update.run({ variables: { input: { id, quantities: [{ itemId, quantity }] } } }),
    onAddToCart: (item) => void toCart.run({ variables: { input: { id, itemIds: [item.id] } } }),
    onRemove: (item) => setRemoving(item),
    onAddTag: (item) => {
      addTag.setFailure(null);
      setTagging(item);
    },
    onRemoveTag: (item, tag) => void removeTag.run({ variables: { input: { id, itemId: item.id, tag } } }),
  };

  if (loading && !data) return <Spinner label="Loading shopping list…" />;
  if (error && !data) return <Alert tone="error">{friendlyError(error, LIST_MESSAGES.checkFailed)}</Alert>;
  if (!list) {
    return (
      <>
        <h1>Shopping List</h1>
        <Alert tone="error">This shopping list does not exist or is not shared with you.</Alert>
        <Link to="/my-account/shopping-lists">Back to Shopping Lists</Link>
      </>
    );
  }

  return (
    <>
      <p>
        <Link to="/my-account/shopping-lists">Back to Shopping Lists</Link>
      </p>
      <h1>{list.name}</h1>
      <Card title="List Details">
        {editing ? (
          <EditDetailsForm list={list} onDone={() => setEditing(false)} />
        ) : (
          <>
            {list.description && <p>{list.description}</p>}
            <p>
              {list.isPublic ? 'Public: everyone in your company can see this list.' : 'Private'} · Owner:{' '}
              {list.owner.name} · Last updated {formatDate(list.updatedOn)}
            </p>
            {list.shares.length > 0 && <p>Shared with: {list.shares.map((s) => s.name).join(', ')}</p>}
            <div className="form-actions">
              {list.canEditDetails && (
                <Button variant="secondary" onPress={() => setEditing(true)}>
                  Edit List Details
                </Button>
              )}
              {list.canShare && (
                <Button variant="secondary" onPress={() => setSharing(true)}>
                  Share List
                </Button>
              )}
              {list.canDelete && (
                <Button variant="link" onPress={() => setDeleting(true)}>
                  Delete List
                </Button>
              )}
            </div>
          </>
        )}
      </Card>
      {failure && <Alert tone="error">{failure}</Alert>}
      {(list.canEditItems || list.items.length > 0) && (
        <div className="form-actions">
          {list.items.length > 0 && (
            <Button isDisabled={busy} onPress={() => void addAllToCart(list.items)}>
              Add All to Cart
            </Button>
          )}
          {list.canEditItems && (
            <Button variant="secondary" onPress={() => setSearching(true)}>
              Add Items
            </Button>
          )}
        </div>
      )}
      {list.items.length === 0 ? (
        <Alert tone="info">There are no items on this shopping list.</Alert>
      ) : (
        <LinesTable
          caption={`Items of ${list.name}`}
          lines={list.items}
          lineKey={(item) => item.id}
          columns={listItemColumns(list.canEditItems, busy, actions)}
        />
      )}
      {searching && <AddItemsModal listId={list.id} onClose={() => setSearching(false)} />}
      {sharing && <ShareListModal list={list} onClose={() => setSharing(false)} />}
      {deleting && (
        <DeleteListModal
          list={list}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/my-account/shopping-lists')}
        />
      )}
      {tagging && (
        <TagModal
          item={tagging}
          busy={busy}
          failure={addTag.failure}
          onClose={() => setTagging(null)}
          onSave={(tag) =>
            void addTag
              .run({ variables: { input: { id, itemId: tagging.id, tag } } })
              .then((outcome) => outcome.ok && setTagging(null))
          }
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Remove Item"
          label="Remove"
          isBusy={busy}
          onConfirm={() =>
            removeItem.run({ variables: { input: { id, itemId: removing.id } } }).then(() => setRemoving(null))
          }
          onClose={() => setRemoving(null)}
        >
          Remove {removing.description} (Item #{removing.erp}) from {list.name}?
        </ConfirmDialog>
      )}
    </>
  );
}
