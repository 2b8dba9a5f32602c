import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import './lists.css';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { LinesTable } from '../../ui/LinesTable';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
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
type Result = { userErrors: readonly { message: string }[] } | undefined;

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
  const [failure, setFailure] = useState<string | null>(null);
  const [tagFailure, setTagFailure] = useState<string | null>(null);
  const [update, updating] = useMutation(UpdateShoppingListDocument);
  const [removeItem, removingItem] = useMutation(RemoveShoppingListItemDocument);
  const [addTag, addingTag] = useMutation(AddShoppingListItemTagDocument);
  const [removeTag, removingTag] = useMutation(RemoveShoppingListItemTagDocument);
  const [toCart, addingToCart] = useMutation(AddShoppingListItemsToCartDocument);
  const list = data?.shoppingList;
  usePageTitle(list?.name ?? 'Shopping List');
  const busy =
    updating.loading || removingItem.loading || addingTag.loading || removingTag.loading || addingToCart.loading;

  /** Runs a change; returns its first user error (also shown on the page) or null. */
  async function run(action: () => Promise<Result>, fallback: string, show = setFailure): Promise<string | null> {
    show(null);
    try {
      const result = await action();
      const problem = result ? (result.userErrors[0]?.message ?? null) : fallback;
      show(problem);
      return problem;
    } catch (e) {
      const problem = friendlyError(e instanceof Error ? e : undefined, fallback);
      show(problem);
      return problem;
    }
  }

  const actions: ItemActions = {
    onQuantity: (itemId, quantity) =>
      void run(
        async () =>
          (await update({ variables: { input: { id, quantities: [{ itemId, quantity }] } } })).data?.updateShoppingList,
        LIST_MESSAGES.checkFailed,
      ),
    onAddToCart: (item) =>
      void run(async () => {
        const result = (await toCart({ variables: { input: { id, itemIds: [item.id] } } })).data
          ?.addShoppingListItemsToCart;
        if (result && result.addedCount > 0) notify('Your cart has been updated.');
        return result;
      }, LIST_MESSAGES.cartFailed),
    onRemove: (item) => setRemoving(item),
    onAddTag: (item) => {
      setTagFailure(null);
      setTagging(item);
    },
    onRemoveTag: (item, tag) =>
      void run(
        async () =>
          (await removeTag({ variables: { input: { id, itemId: item.id, tag } } })).data?.removeShoppingListItemTag,
        LIST_MESSAGES.checkFailed,
      ),
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
      {list.canEditItems && (
        <div className="form-actions">
          <Button variant="secondary" onPress={() => setSearching(true)}>
            Add Items
          </Button>
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
          onDeleted={(message) => {
            notify(message);
            void navigate('/my-account/shopping-lists');
          }}
        />
      )}
      {tagging && (
        <TagModal
          item={tagging}
          busy={busy}
          failure={tagFailure}
          onClose={() => setTagging(null)}
          onSave={(tag) =>
            void run(
              async () =>
                (await addTag({ variables: { input: { id, itemId: tagging.id, tag } } })).data?.addShoppingListItemTag,
              LIST_MESSAGES.checkFailed,
              setTagFailure,
            ).then((problem) => problem === null && setTagging(null))
          }
        />
      )}
      {removing && (
        <Modal
          title="Remove Item"
          role="alertdialog"
          isOpen
          isDismissable
          onOpenChange={(open) => !open && setRemoving(null)}
        >
          <p>
            Remove {removing.description} (Item #{removing.erp}) from {list.name}?
          </p>
          <div className="form-actions">
            <Button
              isDisabled={busy}
              onPress={() =>
                void run(
                  async () =>
                    (await removeItem({ variables: { input: { id, itemId: removing.id } } })).data
                      ?.removeShoppingListItem,
                  LIST_MESSAGES.checkFailed,
                ).then(() => setRemoving(null))
              }
            >
              Remove
            </Button>
            <Button variant="link" onPress={() => setRemoving(null)}>
              Cancel
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
