// Shopping lists need a login: a guest is told so before any ERP call (over the typed fake ERP).
import { describe, expect, it } from 'vitest';
import { unitGateway } from '../testing/unit.ts';

const LISTS = 'query L($input: ShoppingListsInput) { shoppingLists(input: $input) { totalCount nodes { id } } }';

describe('reading shopping lists', () => {
  it('tells guests to log in', async () => {
    const guest = await unitGateway({}, { principal: null });
    const result = await guest.run(LISTS, {});
    expect(result.errors?.[0]).toMatchObject({
      message: 'You must be logged in to use this feature.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(guest.calls).toEqual([]);
  });
});
