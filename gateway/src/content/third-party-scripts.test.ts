// Third-party scripts (storefront §9) over the typed fake ERP: none unless configured, none outside
// production, the chat widget only for users whose site_chat flag is on, identified as the spec says.
import { describe, expect, it } from 'vitest';
import { principalOfUser, erpUser } from '../testing/erp-answers/account.ts';
import { unitGateway } from '../testing/unit.ts';
import type { GatewayConfig } from '../config/load.ts';

const SCRIPTS = '{ thirdPartyScripts { kind src chatUser { id name email created } } }';
const CONFIGURED: Partial<GatewayConfig> = {
  storeEnvironment: 'production',
  thirdPartyScripts: [
    { kind: 'analytics', src: 'https://analytics.example/a.js' },
    { kind: 'chat', src: 'https://chat.example/widget.js' },
  ],
};
type Scripts = { thirdPartyScripts: { kind: string; src: string; chatUser: unknown }[] };

const scriptsFor = async (config: Partial<GatewayConfig>, user = erpUser({ site_chat: true })) => {
  const gateway = await unitGateway({ 'GET /user/{id}': () => user }, { principal: principalOfUser(user), config });
  return (await gateway.run<Scripts>(SCRIPTS)).data!.thirdPartyScripts;
};

describe('third-party scripts', () => {
  it('are none unless configured', async () => {
    expect(await scriptsFor({ storeEnvironment: 'production' })).toEqual([]);
  });

  it('are none on staging, develop, devbox and local hosts', async () => {
    for (const storeEnvironment of ['staging', 'develop', 'devbox', 'local'] as const)
      expect(await scriptsFor({ ...CONFIGURED, storeEnvironment })).toEqual([]);
  });

  it('identify a user with site_chat to the chat widget by id, name, e-mail and created time', async () => {
    const user = erpUser({ id: 42, name: 'Bea Buyer', username: 'buyer@acme.example', site_chat: true });
    expect(await scriptsFor(CONFIGURED, { ...user, created: '2026-01-05T10:00:00Z' })).toEqual([
      { kind: 'ANALYTICS', src: 'https://analytics.example/a.js', chatUser: null },
      {
        kind: 'CHAT',
        src: 'https://chat.example/widget.js',
        chatUser: { id: '42', name: 'Bea Buyer', email: 'buyer@acme.example', created: '2026-01-05T10:00:00Z' },
      },
    ]);
  });

  it('offer no chat to a user without site_chat', async () => {
    expect(await scriptsFor(CONFIGURED, erpUser({ site_chat: false }))).toEqual([
      { kind: 'ANALYTICS', src: 'https://analytics.example/a.js', chatUser: null },
    ]);
  });
});
