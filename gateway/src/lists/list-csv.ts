import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { forbidden } from '../common/errors.ts';
import { GraphQLError } from 'graphql';
import { csvRow } from '../common/csv.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { ErpShoppingList } from '../erp/types.ts';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { isAdmin } from './list-rules.ts';

/** What the ERP is asked for at most in one listing (spec: default limit 1000). */
const LIST_FETCH_LIMIT = 1000;

/** The spec's export columns (account-admin-calls §9). */
export const LIST_CSV_COLUMNS = [
  'CustomerNumber',
  'CustomerName',
  'ListName',
  'ListDesc',
  'UserName',
  'CustPartNo',
  'SXePartNbr',
  'ItemDesc',
  'Quantity',
  'UOM',
  'Tags',
] as const;

// The ERP has no bulk read of items: lists are read a few at a time to spare it.
const CONCURRENT_READS = 4;

/** Every list the admin sees, one row per item (a list without items gets one row without item fields). */
export async function shoppingListsCsv(context: GatewayContext): Promise<string> {
  const principal = requirePrincipal(context);
  const user = await viewerUser(context);
  if (!isAdmin(user)) throw forbidden('Only admins can export shopping lists.');
  try {
    const { shopping_lists: summaries } = await context.erp.get('/shopping-lists/{userId}', {
      path: { userId: principal.userId },
      query: { format: '_json', limit: LIST_FETCH_LIMIT, order_by: 'updated_on', order_direction: 'DESC' },
    });
    const lists: ErpShoppingList[] = [];
    for (let start = 0; start < summaries.length; start += CONCURRENT_READS) {
      lists.push(
        ...(await Promise.all(
          summaries
            .slice(start, start + CONCURRENT_READS)
            .map((s) => context.erp.get('/shopping-list/{id}', { path: { id: s.id } })),
        )),
      );
    }
    const rows = lists.flatMap((list) => {
      const head = [list.customer_number, user.customer_name, list.name, list.description ?? '', list.owner_username];
      if (list.items.length === 0) return [csvRow([...head, '', '', '', '', '', ''])];
      return list.items.map((item) =>
        csvRow([...head, item.cpn ?? '', item.erp, item.description, item.quantity, item.uom, item.tags.join('; ')]),
      );
    });
    return [csvRow([...LIST_CSV_COLUMNS]), ...rows].join('\r\n') + '\r\n';
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    throw new GraphQLError(LIST_MESSAGES.exportFailed, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  }
}
