import DataLoader from 'dataloader';
import type { ErpRequest } from '../erp/client.ts';
import type { ErpUser } from '../erp/types.ts';

type Caller = <T>(request: ErpRequest) => Promise<T>;

export const fetchUser = (call: Caller, userId: number) =>
  call<ErpUser>({ route: 'GET /user/{id}', method: 'GET', path: `/user/${userId}` });

/** Users are never cached across requests; the loader only dedupes within one. */
export const createUserLoader = (call: Caller) =>
  new DataLoader<number, ErpUser>((ids) =>
    Promise.all(ids.map((id) => fetchUser(call, id).catch((error: Error) => error))),
  );
