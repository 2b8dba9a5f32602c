import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpUser } from '../erp/types.ts';
import { toGraphQLError } from '../common/errors.ts';

/** The logged-in viewer's ERP user, read at most once per request (the user loader). */
export async function viewerUser(context: GatewayContext): Promise<ErpUser> {
  const principal = requirePrincipal(context);
  const user = await context.loaders.user.load(principal.userId).catch((error: unknown) => {
    throw toGraphQLError(error);
  });
  return user;
}
