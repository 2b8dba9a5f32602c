import type { GatewayContext } from '../context.ts';
import { optionalPrincipal } from '../context.ts';
import { environmentOf } from '../common/store-environment.ts';
import type { ThirdPartyScriptKind } from '../common/third-party-scripts.ts';
import type { ChatUser, ThirdPartyScript, ThirdPartyScriptKind as SchemaKind } from '../generated/resolvers-types.ts';

const KIND: Record<ThirdPartyScriptKind, SchemaKind> = {
  analytics: 'ANALYTICS',
  'tag-manager': 'TAG_MANAGER',
  'heat-map': 'HEAT_MAP',
  chat: 'CHAT',
};

/** The chat widget's user: a logged-in user whose site_chat flag is on (account-admin-calls §6), else null. */
const chatUserOf = async (context: GatewayContext): Promise<ChatUser | null> => {
  const principal = optionalPrincipal(context);
  if (!principal) return null;
  const user = await context.loaders.user.load(principal.userId);
  if (!user.site_chat) return null;
  return { id: String(user.id), name: user.name, email: user.username, created: user.created ?? null };
};

/** The configured scripts on production hosts (storefront §9), the chat widget only for whom it is offered. */
export const thirdPartyScripts = async (context: GatewayContext): Promise<ThirdPartyScript[]> => {
  const { thirdPartyScripts: configured, storeEnvironment } = context.config;
  if (configured.length === 0 || environmentOf(context.storeOrigin, storeEnvironment) !== 'production') return [];
  const chatUser = configured.some((script) => script.kind === 'chat') ? await chatUserOf(context) : null;
  return configured.flatMap((script): ThirdPartyScript[] => {
    if (script.kind !== 'chat') return [{ kind: KIND[script.kind], src: script.src, chatUser: null }];
    return chatUser ? [{ kind: KIND.chat, src: script.src, chatUser }] : [];
  });
};
