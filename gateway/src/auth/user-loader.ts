import DataLoader from 'dataloader';
import type { ErpApi } from '../erp/erp-api.ts';
import type { ErpUser } from '../erp/types.ts';
import { traceBatch } from '../observability/tracing.ts';

export const fetchUser = (erp: ErpApi, userId: number): Promise<ErpUser> =>
  erp.get('/user/{id}', { path: { id: userId } });

/** Users are never cached across requests; the loader only dedupes within one. */
export const createUserLoader = (erp: ErpApi) =>
  new DataLoader<number, ErpUser>((ids) =>
    traceBatch('user', ids.length, () =>
      Promise.all(ids.map((id) => fetchUser(erp, id).catch((error: Error) => error))),
    ),
  );
