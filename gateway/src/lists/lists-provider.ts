import { throttleAttempt } from '../security/throttle.ts';
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpShoppingList, ErpShoppingListItemWrite } from '../erp/types.ts';
import type { ErpBody } from '../erp/erp-api.ts';
import { ErpHttpError } from '../erp/errors.ts';
import { badUserInput, erpUserError, formUserErrors, toGraphQLError, userError } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import type {
  AddItemsToShoppingListInput,
  AddShoppingListItemTagInput,
  CreateShoppingListInput,
  DeleteShoppingListInput,
  RemoveShoppingListItemInput,
  RemoveShoppingListItemTagInput,
  ShareShoppingListInput,
  ShoppingListItemInput,
  ShoppingListsInput,
  UpdateShoppingListInput,
  UserError,
} from '../generated/resolvers-types.ts';
import { LIST_MESSAGES, listDetailsFormErrors, listQuantityError, PAGE_SIZES, tagFormErrors } from '@mro/rules/lists';
import { MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE } from '@mro/rules/quantity';
import { canDelete, canEditDetails, canEditItems, canShare, isAdmin, itemWrites } from './list-rules.ts';

export type ListPayload = { shoppingList: ErpShoppingList | null; message: string | null; userErrors: UserError[] };

type ListWrite = ErpBody<'put', '/shopping-list/{id}'>;
const refused = (...errors: UserError[]): ListPayload => ({ shoppingList: null, message: null, userErrors: errors });
const MAX_ITEMS_PER_ADD = 500;

/** A page of the viewer's lists, most recently updated first. */
export async function loadShoppingLists(context: GatewayContext, input: ShoppingListsInput) {
  const principal = requirePrincipal(context);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? PAGE_SIZES[0];
  if (!Number.isInteger(page) || page < 1) throw badUserInput('Page must be 1 or more.');
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badUserInput(`Page size must be one of ${PAGE_SIZES.join(', ')}.`);
  try {
    const viewer = viewerUser(context);
    const result = await context.erp.get('/shopping-lists/{userId}', {
      path: { userId: principal.userId },
      query: {
        format: '_json',
        filter: input.filter?.trim() || undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
        order_by: 'updated_on',
        order_direction: 'DESC',
        owned: input.ownedOnly ? '1' : undefined,
      },
    });
    return {
      nodes: result.shopping_lists,
      totalCount: result.meta.total_items,
      page,
      pageSize,
      canExport: isAdmin(await viewer),
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** The list, or null when it does not exist or is not the viewer's to see. */
export async function readShoppingList(
  context: GatewayContext,
  id: string,
  refresh = false,
): Promise<ErpShoppingList | null> {
  requirePrincipal(context);
  try {
    if (refresh) return await context.erp.get('/shopping-list/{id}/refresh', { path: { id } });
    return await context.erp.get('/shopping-list/{id}', { path: { id } });
  } catch (error) {
    if (error instanceof ErpHttpError && (error.status === 403 || error.status === 404)) return null;
    throw toGraphQLError(error);
  }
}

/** Reads the list for a change; a user error when it is missing, not the viewer's, or the ERP is down. */
export async function listForChange(context: GatewayContext, id: string): Promise<ErpShoppingList | UserError> {
  try {
    return await context.erp.get('/shopping-list/{id}', { path: { id } });
  } catch (error) {
    const problem = erpUserError(error, 'id');
    if (problem.code === 'NOT_FOUND') return { ...problem, message: 'Shopping list not found.' };
    return problem.code === 'UPSTREAM_UNAVAILABLE' ? { ...problem, message: LIST_MESSAGES.checkFailed } : problem;
  }
}

async function putList(
  context: GatewayContext,
  id: string,
  body: ListWrite,
  message: string | null,
  field: string | null = null,
): Promise<ListPayload> {
  try {
    const list = await context.erp.put('/shopping-list/{id}', { path: { id }, body });
    return { shoppingList: list, message, userErrors: [] };
  } catch (error) {
    return refused(erpUserError(error, field));
  }
}

const itemErrors = (items: readonly ShoppingListItemInput[]): UserError[] => {
  if (items.length > MAX_ITEMS_PER_ADD)
    return [userError('INVALID_INPUT', `At most ${MAX_ITEMS_PER_ADD} items can be added at once.`, 'items')];
  return items.flatMap((item, index) => [
    ...(item.erp.trim() ? [] : [userError('INVALID_INPUT', 'An item number is required.', `items.${index}.erp`)]),
    ...[listQuantityError(item.quantity)]
      .filter((problem) => problem !== null)
      .map((problem) => userError('INVALID_INPUT', problem, `items.${index}.quantity`)),
  ]);
};

const itemWrite = (item: ShoppingListItemInput): ErpShoppingListItemWrite => ({
  erp: item.erp.trim(),
  quantity: item.quantity,
  ...(item.unitOfMeasure ? { uom: item.unitOfMeasure } : {}),
  tags: [],
});

export async function createShoppingList(
  context: GatewayContext,
  input: CreateShoppingListInput,
): Promise<ListPayload> {
  const principal = requirePrincipal(context);
  const errors = [
    ...formUserErrors(listDetailsFormErrors({ name: input.name, description: input.description ?? '' })),
    ...itemErrors(input.items ?? []),
  ];
  if (errors.length > 0) return refused(...errors);
  try {
    const list = await context.erp.post('/shopping-list', {
      body: {
        name: input.name.trim(),
        description: input.description?.trim() || null,
        public: input.isPublic ?? false,
        user_id: principal.userId,
        items: (input.items ?? []).map(itemWrite),
      },
    });
    const added = (input.items ?? []).length;
    const message = added === 0 ? null : added === 1 ? LIST_MESSAGES.itemAddedTo(list.name) : LIST_MESSAGES.itemsAdded;
    return { shoppingList: list, message, userErrors: [] };
  } catch (error) {
    const problem = erpUserError(error);
    return refused(
      problem.code === 'UPSTREAM_UNAVAILABLE' ? { ...problem, message: LIST_MESSAGES.createFailed } : problem,
    );
  }
}

/** An optional input field the client sent with a value (not omitted, not null). */
const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export async function updateShoppingList(
  context: GatewayContext,
  input: UpdateShoppingListInput,
): Promise<ListPayload> {
  const principal = requirePrincipal(context);
  // An update may leave the name out: then only the description is checked.
  const errors: UserError[] = formUserErrors(
    listDetailsFormErrors({ name: input.name ?? '', description: input.description ?? '' }),
  ).filter((error) => error.field !== 'name' || given(input.name));
  (input.quantities ?? []).forEach((q, index) => {
    const problem = listQuantityError(q.quantity);
    if (problem) errors.push(userError('INVALID_INPUT', problem, `quantities.${index}.quantity`));
  });
  if (errors.length > 0) return refused(...errors);
  const list = await listForChange(context, input.id);
  if ('code' in list) return refused(list);
  const details = given(input.name) || given(input.description) || given(input.isPublic);
  if (details && !canEditDetails(list, principal, isAdmin(await viewerUser(context))))
    return refused(userError('FORBIDDEN', LIST_MESSAGES.detailsOnly));
  const body: ListWrite = {};
  if (given(input.name)) body.name = input.name.trim();
  if (given(input.description)) body.description = input.description.trim() || null;
  if (given(input.isPublic)) body.public = input.isPublic;
  if (input.quantities && input.quantities.length > 0) {
    if (!canEditItems(list, principal)) return refused(userError('FORBIDDEN', LIST_MESSAGES.ownerOnly));
    const items = itemWrites(list);
    for (const [index, change] of input.quantities.entries()) {
      const item = items.find((i) => i._id === change.itemId);
      if (!item) return refused(userError('NOT_FOUND', 'Shopping list item not found.', `quantities.${index}.itemId`));
      item.quantity = change.quantity;
    }
    body.product_items = items;
  }
  return putList(context, input.id, body, null);
}

export async function deleteShoppingList(context: GatewayContext, input: DeleteShoppingListInput) {
  const principal = requirePrincipal(context);
  const list = await listForChange(context, input.id);
  const none = { deletedId: null, removedShare: false };
  if ('code' in list) return { ...none, userErrors: [list] };
  if (!canDelete(list, principal)) return { ...none, userErrors: [userError('FORBIDDEN', LIST_MESSAGES.cannotDelete)] };
  try {
    const result = await context.erp.delete('/shopping-list/{id}', { path: { id: input.id } });
    return { deletedId: result.deleted ? input.id : null, removedShare: result.removed_share, userErrors: [] };
  } catch (error) {
    return { ...none, userErrors: [erpUserError(error, 'id')] };
  }
}

/** Adds items; the same item in the same unit adds to the quantity already on the list. */
export async function addItemsToShoppingList(
  context: GatewayContext,
  input: AddItemsToShoppingListInput,
): Promise<ListPayload> {
  const principal = requirePrincipal(context);
  if (input.items.length === 0) return refused(userError('INVALID_INPUT', 'Choose at least one item to add.', 'items'));
  const invalid = itemErrors(input.items);
  if (invalid.length > 0) return refused(...invalid);
  const list = await listForChange(context, input.id);
  if ('code' in list) return refused(list);
  if (!canEditItems(list, principal)) return refused(userError('FORBIDDEN', LIST_MESSAGES.ownerOnly));
  const items: ErpShoppingListItemWrite[] = itemWrites(list);
  for (const added of input.items) {
    const erp = added.erp.trim();
    const write = items.find((i) => i.erp === erp && (!added.unitOfMeasure || !i.uom || i.uom === added.unitOfMeasure));
    // Added to an item already on the list, the sum must stay within a line's limit too (refused, never cut).
    if (write && write.quantity + added.quantity > MAX_LINE_QUANTITY)
      return refused(userError('INVALID_INPUT', QUANTITY_TOO_LARGE, 'items'));
    if (write) write.quantity += added.quantity;
    else items.push(itemWrite(added));
  }
  const message = input.items.length === 1 ? LIST_MESSAGES.itemAddedTo(list.name) : LIST_MESSAGES.itemsAdded;
  return putList(context, input.id, { product_items: items }, message, 'items');
}

export async function removeShoppingListItem(
  context: GatewayContext,
  input: RemoveShoppingListItemInput,
): Promise<ListPayload> {
  const principal = requirePrincipal(context);
  const list = await listForChange(context, input.id);
  if ('code' in list) return refused(list);
  if (!canEditItems(list, principal)) return refused(userError('FORBIDDEN', LIST_MESSAGES.ownerOnly));
  try {
    const updated = await context.erp.delete('/shopping-list/{id}/item/{itemId}', {
      path: { id: input.id, itemId: input.itemId },
    });
    return { shoppingList: updated, message: null, userErrors: [] };
  } catch (error) {
    return refused(erpUserError(error, 'itemId'));
  }
}

async function changeTags(
  context: GatewayContext,
  input: AddShoppingListItemTagInput | RemoveShoppingListItemTagInput,
  change: (tags: string[]) => string[] | UserError,
): Promise<ListPayload> {
  const principal = requirePrincipal(context);
  const list = await listForChange(context, input.id);
  if ('code' in list) return refused(list);
  if (!canEditItems(list, principal)) return refused(userError('FORBIDDEN', LIST_MESSAGES.ownerOnly));
  const items = itemWrites(list);
  const item = items.find((i) => i._id === input.itemId);
  if (!item) return refused(userError('NOT_FOUND', 'Shopping list item not found.', 'itemId'));
  const tags = change(item.tags);
  if (!Array.isArray(tags)) return refused(tags);
  item.tags = tags;
  return putList(context, input.id, { product_items: items }, null, 'tag');
}

export const addShoppingListItemTag = (context: GatewayContext, input: AddShoppingListItemTagInput) =>
  changeTags(context, input, (tags) => {
    const [problem] = formUserErrors(tagFormErrors({ tag: input.tag }, tags));
    return problem ?? [...tags, input.tag.trim()];
  });

export const removeShoppingListItemTag = (context: GatewayContext, input: RemoveShoppingListItemTagInput) =>
  changeTags(context, input, (tags) => {
    const wanted = input.tag.trim().toLowerCase();
    if (!tags.some((t) => t.toLowerCase() === wanted))
      return userError('NOT_FOUND', `This item has no tag "${input.tag.trim()}".`, 'tag');
    return tags.filter((t) => t.toLowerCase() !== wanted);
  });

export async function shareShoppingList(context: GatewayContext, input: ShareShoppingListInput): Promise<ListPayload> {
  const principal = requirePrincipal(context);
  const usernames = [...new Set(input.usernames.map((u) => u.trim()).filter(Boolean))];
  const list = await listForChange(context, input.id);
  if ('code' in list) return refused(list);
  if (!canEditItems(list, principal)) return refused(userError('FORBIDDEN', LIST_MESSAGES.ownerOnly));
  if (!canShare(list, principal)) return refused(userError('FORBIDDEN', LIST_MESSAGES.publicNotShared));
  // Each share mails its new recipients.
  const throttled = await throttleAttempt(context, 'share', principal.username);
  if (throttled[0]) return refused(throttled[0]);
  try {
    const shared = await context.erp.post('/shopping-list/{id}/share', {
      path: { id: input.id },
      body: {
        users: usernames,
        response_link: `${context.storeOrigin}/my-account/shopping-list/${encodeURIComponent(input.id)}`,
      },
    });
    return { shoppingList: shared, message: LIST_MESSAGES.recipientsUpdated, userErrors: [] };
  } catch (error) {
    const problem = erpUserError(error, 'usernames');
    return refused(
      problem.code === 'UPSTREAM_UNAVAILABLE' ? { ...problem, message: LIST_MESSAGES.shareFailed } : problem,
    );
  }
}
