// The store's dependency rules (DESIGN.md "Dependencies point one way"), checked by `npm run lint:deps`.
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

const boundaries = [
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
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
