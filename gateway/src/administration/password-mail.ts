// The mails that let a managed user set a password (account-admin-calls §5, §7.1): a reset link, or the
// welcome of a user created with 'force user to create password', which links /reset-welcome?u&p.
import type { GatewayContext } from '../context.ts';

/** Has the ERP mail a link to the store's reset page, or to its first-time password page (`welcome`). */
export async function mailPasswordLink(context: GatewayContext, username: string, welcome: boolean): Promise<boolean> {
  try {
    await context.erp.put('/user/{username}/hash', {
      path: { username },
      body: { callback: `${context.storeOrigin}${welcome ? '/reset-welcome' : '/reset'}` },
    });
    return true;
  } catch {
    return false;
  }
}
