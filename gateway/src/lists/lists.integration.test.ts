import { describe, expect } from 'vitest';
import { callsOf, type TestClient } from '../testing/stack.ts';
import { test } from '../testing/fixtures.ts';
import { LIST_CSV_COLUMNS } from './list-csv.ts';

// Sandbox seeds: 1001 "Shop Floor Restock" (buyer's, shared with the approver; items 1-4, item 3 has
// quantity 0 and item 4 no price), 1002 "Safety Audit Kit" (buyer's, private), 1003 "Acme Standard PPE"
// (approver's, public), 1004 the approver's private list.
const LISTS = `query L($input: ShoppingListsInput) { shoppingLists(input: $input) {
  totalCount page pageSize canExport nodes { id name isPublic isOwner canDelete itemCount shareCount owner { name } updatedOn } } }`;
const LIST = `query O($id: ID!, $refresh: Boolean) { shoppingList(id: $id, refresh: $refresh) { id name isOwner canEditDetails canEditItems canShare canDelete tags
  shares { username } items { id erp quantity unitOfMeasure tags notFound purchasable unitPrice { value } price { amount { value } } } } }`;
const PAYLOAD =
  'shoppingList { id name itemCount tags shares { username } items { id erp quantity tags } } message userErrors { field message code }';
const CREATE = `mutation C($input: CreateShoppingListInput!) { createShoppingList(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation U($input: UpdateShoppingListInput!) { updateShoppingList(input: $input) { ${PAYLOAD} } }`;
const ADD = `mutation A($input: AddItemsToShoppingListInput!) { addItemsToShoppingList(input: $input) { ${PAYLOAD} } }`;
const TAG = `mutation T($input: AddShoppingListItemTagInput!) { addShoppingListItemTag(input: $input) { ${PAYLOAD} } }`;
const UNTAG = `mutation R($input: RemoveShoppingListItemTagInput!) { removeShoppingListItemTag(input: $input) { ${PAYLOAD} } }`;
const SHARE = `mutation S($input: ShareShoppingListInput!) { shareShoppingList(input: $input) { ${PAYLOAD} } }`;
const REMOVE = `mutation X($input: RemoveShoppingListItemInput!) { removeShoppingListItem(input: $input) { ${PAYLOAD} } }`;
const DELETE =
  'mutation D($input: DeleteShoppingListInput!) { deleteShoppingList(input: $input) { deletedId removedShare userErrors { message code } } }';
const TO_CART = `mutation K($input: AddShoppingListItemsToCartInput!) { addShoppingListItemsToCart(input: $input) {
  addedCount cart { lines { erp quantity } } userErrors { field message code } } }`;

type Item = {
  id: string;
  erp: string;
  quantity: number;
  tags: string[];
  purchasable: boolean;
  unitPrice: { value: number } | null;
  price: { amount: { value: number } | null } | null;
};
type List = {
  id: string;
  name: string;
  isOwner: boolean;
  canEditDetails: boolean;
  canEditItems: boolean;
  canShare: boolean;
  canDelete: boolean;
  tags: string[];
  items: Item[];
};
type Payload = {
  shoppingList: (List & { itemCount: number; shares: { username: string }[] }) | null;
  message: string | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

const mutate = async (client: TestClient, document: string, input: Record<string, unknown>): Promise<Payload> => {
  const result = await client.gql<Record<string, Payload>>(document, { input });
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!;
};
const it = test.extend('searchErp', ({ buyer }) => async (): Promise<string> => {
  const found = await buyer.gql<{
    productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
  }>('{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable } } } } }');
  return found.data!.productSearch.nodes.flatMap((n) => n.items).find((i) => i.price?.purchasable)!.erp;
});

describe('reading shopping lists', () => {
  it('prices every item of a list with one pricing call and reads others’ private lists as null', async ({
    stack,
    approver,
    buyer,
  }) => {
    await stack.resetErpCalls();
    const result = await buyer.gql<{ shoppingList: List }>(LIST, { id: '1001', refresh: true });
    const list = result.data!.shoppingList;
    expect(list.items).toHaveLength(4);
    expect(callsOf(await stack.erpCalls(), 'GET /pricing')).toBe(1);
    expect(list).toMatchObject({
      name: 'Shop Floor Restock',
      isOwner: true,
      canEditItems: true,
      canShare: true,
      canDelete: true,
    });
    expect(list.items.map((i) => i.purchasable)).toEqual([true, true, true, false]);
    expect(list.items[0]!.unitPrice!.value).toBeGreaterThan(0);
    expect(list.items[3]!.unitPrice).toBeNull();

    const globex = await stack.clientAs('buyer@globex.example');
    const [forbidden, missing] = [await globex.gql(LIST, { id: '1001' }), await globex.gql(LIST, { id: '999999' })];
    expect(forbidden.data).toEqual({ shoppingList: null });
    expect({ data: forbidden.data, errors: forbidden.errors }).toEqual({ data: missing.data, errors: missing.errors });
    expect((await approver.gql(LIST, { id: '1002' })).data).toEqual({ shoppingList: null });
    const shared = await approver.gql<{ shoppingList: List }>(LIST, { id: '1001' });
    expect(shared.data!.shoppingList).toMatchObject({
      isOwner: false,
      canEditItems: false,
      canShare: false,
      canEditDetails: false,
      canDelete: true,
    });
  });

  it('pages the lists newest first, filters by name and refuses other page sizes', async ({ buyer }) => {
    const page = await buyer.gql<{
      shoppingLists: {
        totalCount: number;
        pageSize: number;
        canExport: boolean;
        nodes: { name: string; shareCount: number; owner: { name: string } }[];
      };
    }>(LISTS, {});
    expect(page.data!.shoppingLists).toMatchObject({ pageSize: 10, canExport: false });
    expect(page.data!.shoppingLists.nodes.slice(0, 3).map((n) => n.name)).toEqual([
      'Shop Floor Restock',
      'Safety Audit Kit',
      'Acme Standard PPE',
    ]);
    expect(page.data!.shoppingLists.nodes[2]!.owner.name).toBe('Alan Approver');
    const filtered = await buyer.gql<{ shoppingLists: { totalCount: number; nodes: { name: string }[] } }>(LISTS, {
      input: { filter: 'ppe' },
    });
    expect(filtered.data!.shoppingLists.nodes.map((n) => n.name)).toEqual(['Acme Standard PPE']);
    const bad = await buyer.gql(LISTS, { input: { pageSize: 7 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('changing shopping lists', () => {
  it('creates a list (name required) and adds items, summing the same item', async ({ buyer, searchErp }) => {
    const erp = await searchErp();
    const nameless = await mutate(buyer, CREATE, { name: '   ' });
    expect(nameless.userErrors).toEqual([
      { field: 'name', message: 'A shopping list name is required.', code: 'INVALID_INPUT' },
    ]);
    const negative = await mutate(buyer, CREATE, { name: 'x', items: [{ erp, quantity: -1 }] });
    expect(negative.userErrors[0]).toMatchObject({
      field: 'items.0.quantity',
      message: 'Quantity must be a whole number of 0 or more.',
    });
    const created = await mutate(buyer, CREATE, { name: ' Line 3 ', items: [{ erp, quantity: 2 }] });
    expect(created).toMatchObject({ message: 'Item added to Line 3', shoppingList: { name: 'Line 3', itemCount: 1 } });
    const added = await mutate(buyer, ADD, { id: created.shoppingList!.id, items: [{ erp, quantity: 3 }] });
    expect(added.message).toBe('Item added to Line 3');
    expect(added.shoppingList!.items).toMatchObject([{ erp, quantity: 5 }]);
    const quantityZero = await mutate(buyer, UPDATE, {
      id: created.shoppingList!.id,
      quantities: [{ itemId: added.shoppingList!.items[0]!.id, quantity: 0 }],
    });
    expect(quantityZero.shoppingList!.items[0]!.quantity).toBe(0);
    const belowZero = await mutate(buyer, UPDATE, {
      id: created.shoppingList!.id,
      quantities: [{ itemId: added.shoppingList!.items[0]!.id, quantity: -1 }],
    });
    expect(belowZero.userErrors[0]?.message).toBe('Quantity must be a whole number of 0 or more.');
  });

  it('trims tags and refuses empty and case-insensitive duplicates', async ({ buyer }) => {
    const tagged = await mutate(buyer, TAG, { id: '1002', itemId: '5', tag: '  Urgent ' });
    expect(tagged.shoppingList!.items.find((i) => i.id === '5')!.tags).toEqual(['Urgent']);
    expect((await mutate(buyer, TAG, { id: '1002', itemId: '5', tag: 'URGENT' })).userErrors).toEqual([
      { field: 'tag', message: 'This item already has the tag "URGENT".', code: 'INVALID_INPUT' },
    ]);
    expect((await mutate(buyer, TAG, { id: '1002', itemId: '5', tag: '   ' })).userErrors[0]?.message).toBe(
      'Enter a tag.',
    );
    const untagged = await mutate(buyer, UNTAG, { id: '1002', itemId: '5', tag: 'urgent' });
    expect(untagged.shoppingList!.items.find((i) => i.id === '5')!.tags).toEqual([]);
  });

  it('lets only the owner change items and shares, and the owner or an admin the details', async ({
    stack,
    approver,
    buyer,
  }) => {
    expect((await mutate(approver, TAG, { id: '1001', itemId: '1', tag: 'mine' })).userErrors[0]).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the owner of this shopping list can change its items or share it.',
    });
    expect((await mutate(approver, REMOVE, { id: '1001', itemId: '1' })).userErrors[0]?.code).toBe('FORBIDDEN');
    expect((await mutate(approver, UPDATE, { id: '1001', name: 'Taken' })).userErrors[0]).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the owner or an admin can edit this shopping list.',
    });
    const admin = await stack.clientAs('admin@acme.example');
    expect((await mutate(admin, UPDATE, { id: '1002', name: 'Safety Audit Kit 2027' })).shoppingList!.name).toBe(
      'Safety Audit Kit 2027',
    );
    expect((await admin.gql<{ shoppingList: List }>(LIST, { id: '1002' })).data!.shoppingList).toMatchObject({
      canEditDetails: true,
      canEditItems: false,
    });
    const csv = await admin.gql<{ shoppingListsCsv: string }>('{ shoppingListsCsv }');
    const [header, ...rows] = csv.data!.shoppingListsCsv.trim().split('\r\n');
    expect(header).toBe(LIST_CSV_COLUMNS.join(','));
    expect(rows.some((row) => row.startsWith('10001,') && row.includes('Acme Standard PPE'))).toBe(true);
    expect((await buyer.gql('{ shoppingListsCsv }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shares private lists within the company only', async ({ approver, buyer }) => {
    const shared = await mutate(buyer, SHARE, {
      id: '1002',
      usernames: ['approver@acme.example', ' admin@acme.example '],
    });
    expect(shared.message).toBe('Shopping List recipients have been updated.');
    expect(shared.shoppingList!.shares.map((s) => s.username)).toEqual(['approver@acme.example', 'admin@acme.example']);
    expect(
      (await mutate(buyer, SHARE, { id: '1002', usernames: ['buyer@globex.example'] })).userErrors[0],
    ).toMatchObject({
      code: 'REJECTED',
      message: 'buyer@globex.example is not a user of your company.',
    });
    expect(
      (await mutate(approver, SHARE, { id: '1003', usernames: ['buyer@acme.example'] })).userErrors[0]?.message,
    ).toBe('A public list is visible to everyone in your company and is not shared.');
  });

  it('deletes for the owner, removes a share instead for others, and never a public list of another', async ({
    approver,
    buyer,
  }) => {
    const made = await mutate(buyer, CREATE, { name: 'Short lived' });
    const id = made.shoppingList!.id;
    await mutate(buyer, SHARE, { id, usernames: ['approver@acme.example'] });
    const left = await approver.gql<{ deleteShoppingList: { deletedId: string | null; removedShare: boolean } }>(
      DELETE,
      { input: { id } },
    );
    expect(left.data!.deleteShoppingList).toMatchObject({ deletedId: null, removedShare: true });
    expect((await approver.gql(LIST, { id })).data).toEqual({ shoppingList: null });
    const publicOne = await buyer.gql<{ deleteShoppingList: { userErrors: { code: string; message: string }[] } }>(
      DELETE,
      { input: { id: '1003' } },
    );
    expect(publicOne.data!.deleteShoppingList.userErrors[0]).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the owner can delete this shopping list.',
    });
    const gone = await buyer.gql<{ deleteShoppingList: { deletedId: string | null } }>(DELETE, { input: { id } });
    expect(gone.data!.deleteShoppingList.deletedId).toBe(id);
    expect((await buyer.gql(LIST, { id })).data).toEqual({ shoppingList: null });
  });
});

describe('from a list to the cart', () => {
  it('adds only priced items with a quantity and reports the rest', async ({ buyer }) => {
    const empty = await buyer.gql<{
      addShoppingListItemsToCart: { addedCount: number; userErrors: { message: string }[] };
    }>(TO_CART, { input: { id: '1003', itemIds: [] } });
    expect(empty.data!.addShoppingListItemsToCart.userErrors[0]?.message).toBe('Choose at least one item to add.');
    const result = await buyer.gql<{
      addShoppingListItemsToCart: {
        addedCount: number;
        cart: { lines: { erp: string; quantity: number }[] };
        userErrors: { message: string }[];
      };
    }>(TO_CART, { input: { id: '1001', itemIds: ['1', '2', '3', '4'] } });
    const payload = result.data!.addShoppingListItemsToCart;
    expect(payload.addedCount).toBe(2);
    expect(payload.userErrors.map((e) => e.message)).toEqual(['Failed to add one or more items to cart.']);
    expect(payload.cart.lines).toHaveLength(2);
    const unavailable = await buyer.gql<{
      addShoppingListItemsToCart: { addedCount: number; userErrors: { message: string }[] };
    }>(TO_CART, { input: { id: '1001', itemIds: ['4'] } });
    expect(unavailable.data!.addShoppingListItemsToCart).toMatchObject({
      addedCount: 0,
      userErrors: [{ message: 'These items are unavailable and can not be added to your cart.' }],
    });
    const zero = await buyer.gql<{ addShoppingListItemsToCart: { userErrors: { message: string }[] } }>(TO_CART, {
      input: { id: '1001', itemIds: ['3'] },
    });
    expect(zero.data!.addShoppingListItemsToCart.userErrors[0]?.message).toBe(
      'Failed to add one or more items to cart.',
    );
  });
});
