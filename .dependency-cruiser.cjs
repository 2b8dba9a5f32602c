// The store's dependency rules (docs/design.md "Dependencies point one way"), checked by `npm run lint:deps`.
//
// Two passes over this file: the runtime graph (DEPCRUISE_GRAPH=runtime: type-only imports erased, as
// Node erases them) for cycles, then the source graph (type-only imports included: a type import
// between domains couples them as much as any) for the boundaries. Type-only cycles are harmless and
// some are by design: codegen's resolver types import the context type, and the context type gathers
// the domains' provider types from the composition root. (dependency-cruiser reports one path per
// cycle, so skipping cycles "via" a type-only import in one pass could hide a runtime cycle.)

/** Gateway layers every domain builds on. */
const SHARED = ['erp', 'cache', 'auth', 'pricing', 'common', 'observability', 'config'];
/** Gateway folders that are neither a domain nor a shared layer. */
const INFRASTRUCTURE = ['http', 'security', 'resilience', 'trusted', 'explorer', 'contract', 'testing', 'generated'];
const SHARED_LAYER = `^gateway/src/(${SHARED.join('|')})/`;
const INFRASTRUCTURE_FOLDER = `^gateway/src/(${INFRASTRUCTURE.join('|')})/`;
const NOT_A_DOMAIN = `^gateway/src/(${[...SHARED, ...INFRASTRUCTURE].join('|')})/`;
/** Every other folder of gateway/src is a domain, new ones included. */
const DOMAIN = '^gateway/src/[^/]+/';
/** The one module that imports every domain: it merges their resolvers and wires their providers. */
const COMPOSITION_ROOT = '^gateway/src/domains[.]ts$';
/** Workspaces: each imports the others only by package name, never by a relative path into their sources. */
const WORKSPACE = '^(gateway|web|erp-sandbox|scripts|packages/[^/]+)/';
/** Test files, anywhere. */
const TEST = '[.](test|e2e[.]test|integration[.]test)[.]tsx?$';
/**
 * The sandbox's layers, top down: route tables (each domain's routes.ts and *-routes.ts: parse the
 * request, check the caller, answer), the stores under them (the domain's other modules, app.ts's
 * per-instance state: what the ERP keeps and decides), and the seeded dataset (src/data). Its record
 * types (src/data/types.ts) are the vocabulary every layer speaks, not data.
 */
const SANDBOX_ROUTES = '^erp-sandbox/src/[^/]+/[^/]*routes[.]ts$';
const SANDBOX_DATA = '^erp-sandbox/src/data/';
const SANDBOX_RECORD_TYPES = '^erp-sandbox/src/data/types[.]ts$';
/** The sandbox's entry: it builds the dataset and puts the route tables together. */
const SANDBOX_ROOT = '^erp-sandbox/src/index[.]ts$';

const boundaries = [
  {
    name: 'imports-resolve',
    comment:
      'Every import resolves. The rules run after codegen (scripts/test-steps.ts), so imports of generated files ' +
      '(*.generated.ts, generated/) are checked like any other; without codegen they fail here instead of passing unseen.',
    severity: 'error',
    from: {},
    to: { couldNotResolve: true },
  },
  {
    name: 'gateway-domain-imports-no-domain',
    comment:
      'A gateway domain imports the shared layers and its own files only. It reaches another domain through ' +
      "that domain's provider in the request context (context.providers.<domain>), wired in gateway/src/domains.ts.",
    severity: 'error',
    from: { path: '^gateway/src/([^/]+)/', pathNot: NOT_A_DOMAIN },
    to: { path: DOMAIN, pathNot: ['^gateway/src/$1/', NOT_A_DOMAIN] },
  },
  {
    name: 'gateway-shared-layer-imports-no-domain',
    comment:
      'The shared layers (erp, cache, auth, pricing, common, observability) serve every domain and import none; ' +
      'they reach a domain, if they must, through context.providers.',
    severity: 'error',
    from: { path: SHARED_LAYER },
    to: { path: DOMAIN, pathNot: [NOT_A_DOMAIN] },
  },
  {
    name: 'gateway-only-composition-root-imports-domains',
    comment:
      'Of the modules outside the domains and shared layers, only the composition root (gateway/src/domains.ts) ' +
      'imports a domain: the context, the server and the infrastructure know the domains through it.',
    severity: 'error',
    from: { path: ['^gateway/src/[^/]+$', INFRASTRUCTURE_FOLDER], pathNot: COMPOSITION_ROOT },
    to: { path: DOMAIN, pathNot: [NOT_A_DOMAIN] },
  },
  {
    name: 'gateway-domain-imports-no-composition-root',
    comment:
      'A domain or shared layer never imports gateway/src/domains.ts: through it, it would reach every domain ' +
      '(and import itself). It asks another domain through context.providers, typed by the context.',
    severity: 'error',
    from: { path: ['^gateway/src/([^/]+)/', SHARED_LAYER], pathNot: INFRASTRUCTURE_FOLDER },
    to: { path: COMPOSITION_ROOT },
  },
  {
    name: 'web-feature-imports-no-feature',
    comment:
      'A web feature imports ui/ and lib/ (and its own files), never another feature; what two features share ' +
      'belongs in lib/, and what composes features in app/.',
    severity: 'error',
    from: { path: '^web/src/features/([^/]+)/' },
    to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
  },
  {
    name: 'web-ui-reaches-no-feature',
    comment: 'The design system (web/src/ui) imports no feature, directly or through a lib module that does.',
    severity: 'error',
    from: { path: '^web/src/ui/' },
    to: { path: '^web/src/features/', reachable: true },
  },
  {
    name: 'web-feature-and-lib-import-no-app',
    comment:
      'The app (web/src/app: shell, routes, guards, providers) composes features and lib; they never import it. ' +
      'Tests reach the providers and the app through the test tooling (web/src/testing).',
    severity: 'error',
    from: { path: '^web/src/(features|lib)/' },
    to: { path: '^web/src/app/' },
  },
  {
    name: 'web-imports-no-gateway',
    comment:
      "The storefront knows the gateway only through the GraphQL schema. Only the journeys (web/e2e) start it (@mro/gateway's " +
      'startGateway).',
    severity: 'error',
    from: { path: '^web/', pathNot: '^web/e2e/' },
    to: { path: '^gateway/' },
  },
  {
    name: 'only-tests-import-attack-figures',
    comment: "The attack figures' recorder is test tooling: only tests, journeys and the test scripts import it.",
    severity: 'error',
    from: { pathNot: ['^web/e2e/', '^scripts/', '^packages/attack-figures/', TEST] },
    to: { path: '^packages/attack-figures/' },
  },
  {
    name: 'sandbox-route-reaches-no-data',
    comment:
      "A sandbox route table asks the stores under it (the domain's state modules, app.ts) and never reads the " +
      'seeded dataset (src/data) itself; it may name the record types (src/data/types.ts).',
    severity: 'error',
    from: { path: SANDBOX_ROUTES },
    to: { path: SANDBOX_DATA, pathNot: SANDBOX_RECORD_TYPES },
  },
  {
    name: 'sandbox-store-imports-no-route',
    comment:
      'Routes sit over the stores: a store (any sandbox module but a route table, the entry and tests) imports no ' +
      'route table; what two route tables share is a store.',
    severity: 'error',
    from: {
      path: '^erp-sandbox/src/',
      pathNot: [SANDBOX_ROUTES, SANDBOX_ROOT, TEST, '^erp-sandbox/src/testing[.]ts$'],
    },
    to: { path: SANDBOX_ROUTES },
  },
  {
    name: 'sandbox-data-reaches-no-route',
    comment: 'The seeded dataset (src/data) is the bottom layer: nothing it imports leads to a route table.',
    severity: 'error',
    from: { path: SANDBOX_DATA },
    to: { path: SANDBOX_ROUTES, reachable: true },
  },
  {
    name: 'workspaces-by-package-name',
    comment:
      'A workspace imports another only by its package name (@mro/gateway, @mro/erp-sandbox, ...), never by a ' +
      'relative path out of its own folder.',
    severity: 'error',
    from: { path: WORKSPACE },
    // An import by package name resolves into the workspace's sources too, but as a (workspace) alias.
    to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: '^$1/' },
  },
];

const cycles = [
  {
    name: 'no-circular',
    comment: 'No module imports itself through others at run time; break the cycle by inverting a dependency.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];

const runtimeGraph = process.env.DEPCRUISE_GRAPH === 'runtime';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: runtimeGraph ? cycles : boundaries,
  options: {
    tsPreCompilationDeps: !runtimeGraph,
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
      // A package of types only (@graphql-typed-document-node/core, which generated documents import) has its
      // entry under types or typings.
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
