import { TOKEN_EXPIRED } from '@mro/rules/auth';
import type { GatewayServices } from '../context.ts';
import { erpApiOf } from '../erp/erp-api.ts';
import { isErpStatus } from '../erp/errors.ts';
import type { SessionRead } from './session.ts';

/**
 * The session with rights no older than RIGHTS_FRESH_SECONDS: past that (or marked stale by an
 * administrator's change, see `SessionStore.staleRightsOf`) the user is read again from the ERP and
 * the session rewritten, so a removed catalogue or permission stops applying on every replica.
 * A token the ERP refuses ends the session; an ERP that cannot answer leaves the rights as they were
 * for this request (its own ERP calls are still scoped by the ERP) and the next request tries again.
 */
export const withFreshRights = async (
  services: Pick<GatewayServices, 'config' | 'erpClient' | 'sessions'>,
  read: SessionRead,
  requestId: string,
): Promise<SessionRead> => {
  if (!('principal' in read)) return read;
  const { principal, id } = read;
  if (Date.now() - (principal.rightsReadAt ?? 0) < services.config.rightsFreshSeconds * 1000) return read;
  let catalog: string[];
  try {
    const erp = erpApiOf(services.erpClient, { token: principal.token, requestId });
    ({ catalog } = await erp.get('/user/{id}', { path: { id: principal.userId } }));
  } catch (error) {
    if (!isErpStatus(error, 401)) return read;
    await services.sessions.delete(id);
    return { problem: TOKEN_EXPIRED };
  }
  const fresh = { ...principal, catalogs: [...catalog].sort(), rightsReadAt: Date.now() };
  await services.sessions.update(id, fresh);
  return { principal: fresh, id };
};
