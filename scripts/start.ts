// `npm start`: the whole store on one port. With ERP_URL unset it embeds the ERP sandbox; with
// REDIS_URL unset it caches in process. The web must have been built (npm start builds it first).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_PROCUREMENT_SYSTEM, exitOnStartupError, loadConfig, startGateway } from '@mro/gateway';

// The gateway's variables are checked before anything starts: a bad one stops here, named.
try {
  loadConfig(process.env);
} catch (error) {
  exitOnStartupError(error);
}

const webDist = fileURLToPath(new URL('../web/dist/', import.meta.url));
if (!existsSync(`${webDist}site/index.html`)) {
  process.stderr.write('web/dist is missing: run `npm run build` (npm start does it for you).\n');
  process.exit(1);
}

let sandbox: { url: string; close(): Promise<void> } | undefined;
let erpUrl = process.env.ERP_URL;
if (!erpUrl) {
  const { startSandbox } = await import('@mro/erp-sandbox');
  sandbox = await startSandbox({ port: Number(process.env.SANDBOX_PORT ?? 4010), host: '127.0.0.1' });
  erpUrl = sandbox.url;
}

// The demo procurement system the gateway trusts by default (outside production, PUNCHOUT_SYSTEMS unset).
// It starts first, so the gateway trusts the origin it really has (PROCUREMENT_DEMO_PORT may move it).
const { startProcurementSystem } = await import('@mro/erp-sandbox');
const demo = DEMO_PROCUREMENT_SYSTEM;
const buyer = demo.oci?.buyer ?? '';
let storeUrl = '';
const procurement =
  process.env.PUNCHOUT_SYSTEMS || process.env.NODE_ENV === 'production'
    ? undefined
    : await startProcurementSystem({
        storeUrl: () => storeUrl,
        port: Number(process.env.PROCUREMENT_DEMO_PORT ?? 4100),
        cxml: { ...demo.cxml!, buyerIdentity: buyer },
        account: demo.buyers[buyer]!,
      });
const demoOrigins = procurement
  ? [...new Set([procurement.origin, procurement.origin.replace('127.0.0.1', 'localhost')])]
  : [];

const gateway = await startGateway({
  // SEARCH_URL, REDIS_URL and the rest are the gateway's own variables, read and checked by its config.
  erpUrl,
  webDist,
  // The embedded sandbox plays the IP-geolocation service too (visitors behind TRUSTED_PROXIES).
  ...(sandbox && !process.env.IP_GEOLOCATION_URL ? { ipGeolocationUrl: `${erpUrl}/ip-geolocation` } : {}),
  ...(procurement ? { punchOutSystems: [{ ...demo, returnOrigins: demoOrigins, referrerOrigins: demoOrigins }] } : {}),
}).catch(exitOnStartupError);
storeUrl = gateway.url;

const describeRedis = ({ redisSentinel, redisUrl }: typeof gateway.services.config) =>
  redisSentinel
    ? `Redis through Sentinel (${redisSentinel.masterName})`
    : redisUrl
      ? `Redis at ${redisUrl}`
      : 'in-process';

const personas = [
  ['buyer@acme.example', 'buyer with a spend limit'],
  ['approver@acme.example', 'supervisor / approver'],
  ['admin@acme.example', 'company admin'],
  ['superadmin@vallen.example', 'super admin'],
  ['associate@vallen.example', 'staff associate'],
  ['units@northwind.example', 'units-mode buyer'],
  ['punchout@acme.example', 'punch-out buyer'],
  ['express@acme.example', 'express user'],
  ['buyer@rvsupply.example', 'second-brand buyer'],
];
process.stdout.write(
  [
    '',
    `  Store:     ${gateway.url}/`,
    `  GraphQL:   ${gateway.url}/graphql`,
    `  Explorer:  ${gateway.url}/explorer`,
    `  Metrics:   ${gateway.url}/metrics`,
    `  ERP:       ${sandbox ? `${erpUrl} (embedded sandbox)` : erpUrl}`,
    `  Cache:     ${describeRedis(gateway.services.config)}`,
    ...(procurement ? [`  Punch-out: ${procurement.origin}/ (demo procurement system)`] : []),
    '',
    '  Demo logins (password Demo1234! for all):',
    ...personas.map(([user, role]) => `    ${user?.padEnd(28)} ${role}`),
    '',
  ].join('\n') + '\n',
);

const shutdown = async () => {
  await gateway.close();
  await procurement?.close();
  await sandbox?.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
