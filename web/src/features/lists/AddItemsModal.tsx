import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DismissibleModal } from '../../ui/DismissibleModal';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { AddSearchedItemToShoppingListDocument, ShoppingListProductSearchDocument } from './AddItems.generated';

/** Search waits 150 ms after typing and needs 2 characters; each result shows 2 specifications (§9). */
const SEARCH_DEBOUNCE_MS = 150;
const SEARCH_MIN_CHARS = 2;
const SPECS_SHOWN = 2;

/** Add items by product search: each found item can be put on the list with quantity 1. */
export function AddItemsModal({ listId, onClose }: { listId: string; onClose: () => void }) {
  const [text, setText] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(ShoppingListProductSearchDocument, {
    variables: { query },
    skip: query.length < SEARCH_MIN_CHARS,
  });
  const adding = useMutationWithErrors(AddSearchedItemToShoppingListDocument, (data) => data.addItemsToShoppingList, {
    failed: LIST_MESSAGES.checkFailed,
    succeeded: (payload) => Boolean(payload.shoppingList),
  });
  const items = (search.data?.productSearch.nodes ?? []).flatMap((hit) =>
    hit.items.map((item) => ({ ...item, heading: hit.heading })),
  );

  async function add(erp: string, unitOfMeasure: string) {
    setAdded(null);
    const outcome = await adding.run({
      variables: { input: { id: listId, items: [{ erp, quantity: 1, unitOfMeasure }] } },
    });
    if (outcome.ok) setAdded(outcome.payload.message ?? LIST_MESSAGES.itemsAdded);
  }

  return (
    <DismissibleModal title="Add Items" onClose={onClose} closeLabel="Done" closeVariant="link">
      <TextField
        label="Search products"
        value={text}
        onChange={setText}
        description={`Enter at least ${SEARCH_MIN_CHARS} characters: words or a part number.`}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to search; focus goes to its field (WAI-ARIA dialog pattern)
        autoFocus
      />
      {added && <Alert tone="success">{added}</Alert>}
      {adding.failure && <Alert tone="error">{adding.failure}</Alert>}
      {query.length >= SEARCH_MIN_CHARS &&
        (search.loading && !search.data ? (
          <Spinner label="Searching…" />
        ) : search.error && !search.data ? (
          <Alert tone="error">{friendlyError(search.error, LIST_MESSAGES.checkFailed)}</Alert>
        ) : items.length === 0 ? (
          <p>No products found matching your search.</p>
        ) : (
          <ul className="search-results" aria-label="Products found">
            {items.map((item) => (
              <li key={item.erp}>
                <strong>{item.description}</strong>{' '}
                <span className="field-description">
                  ({item.heading}, Item #{item.erp})
                </span>
                {item.specifications.slice(0, SPECS_SHOWN).map((spec) => (
                  <div key={spec.title} className="field-description">
                    {spec.title}: {spec.value}
                  </div>
                ))}
                <Button
                  variant="secondary"
                  aria-label={`Add ${item.erp} to the list`}
                  isDisabled={adding.loading}
                  onPress={() => void add(item.erp, item.unitOfMeasure)}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </DismissibleModal>
  );
}
