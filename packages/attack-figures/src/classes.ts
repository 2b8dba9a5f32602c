// The 27 attack classes of the second attack run (issue 31, 2026-11-26), numbered as the run numbered
// them where the issue names the number; each names the test files that record its figures (paths
// from the repository's root) and what counts as a request that got through.

export type AttackClass = {
  number: number;
  name: string;
  /** The test files that exercise the class and record its figures. */
  tests: readonly string[];
  /** What a request that got through achieved. */
  through: string;
  /** How the class fared in the run of 2026-11-26. */
  inRun: 'held' | 'got through';
};

const GATEWAY = 'gateway/src/security/';
const ATTACK = `${GATEWAY}attack/`;

export const ATTACK_CLASSES = [
  {
    number: 1,
    name: 'Cross-customer access',
    tests: [`${GATEWAY}authorization-matrix.integration.test.ts`],
    through: "another customer's data read or changed",
    inRun: 'held',
  },
  {
    number: 2,
    name: 'Cross-site scripting',
    tests: ['web/e2e/security.e2e.test.ts'],
    through: 'markup from a URL that ran or became an element',
    inRun: 'held',
  },
  {
    number: 3,
    name: 'Cross-site request forgery',
    tests: [`${GATEWAY}hostile-queries.integration.test.ts`],
    through: 'simple cross-site requests executed',
    inRun: 'held',
  },
  {
    number: 4,
    name: 'Racing checkouts of one cart',
    tests: ['gateway/src/checkout/placing-orders.integration.test.ts'],
    through: 'orders placed beyond the first',
    inRun: 'held',
  },
  {
    number: 5,
    name: 'Session reuse after logout',
    tests: [`${ATTACK}accounts.integration.test.ts`],
    through: "requests answered with the user's data after logout",
    inRun: 'held',
  },
  {
    number: 6,
    name: 'Session fixation',
    tests: [`${ATTACK}accounts.integration.test.ts`],
    through: 'logins that kept a session id chosen before them',
    inRun: 'held',
  },
  {
    number: 7,
    name: 'Build manifests and the explorer through path variants',
    tests: [`${ATTACK}requests.test.ts`],
    through: 'spellings that served a manifest or the explorer page',
    inRun: 'got through',
  },
  {
    number: 8,
    name: 'Login brute force',
    tests: [`${ATTACK}throttling.integration.test.ts`],
    through: 'wrong passwords the ERP checked (the first few, before the lock closes)',
    inRun: 'held',
  },
  {
    number: 9,
    name: 'Redis loss',
    tests: ['gateway/src/resilience/erp.integration.test.ts'],
    through: 'retries of a placed order answered otherwise than with its confirmation',
    inRun: 'held',
  },
  {
    number: 10,
    name: 'ERP faults',
    tests: [`${GATEWAY}hostile-queries.integration.test.ts`],
    through: 'answers showing a stack or the ERP address',
    inRun: 'held',
  },
  {
    number: 11,
    name: 'Mail flooding',
    tests: [`${ATTACK}throttling.integration.test.ts`],
    through: 'mails the ERP was asked to send (within the limits the README lists)',
    inRun: 'got through',
  },
  {
    number: 12,
    name: 'Account probing',
    tests: [`${ATTACK}throttling.integration.test.ts`, `${ATTACK}accounts.integration.test.ts`],
    through: 'answers that told whether an account or customer exists (within the limits the README lists)',
    inRun: 'got through',
  },
  {
    number: 13,
    name: 'Server-side request forgery',
    tests: [`${ATTACK}ssrf.test.ts`],
    through: 'requests the gateway made to a host other than the image host',
    inRun: 'held',
  },
  {
    number: 14,
    name: 'Hostile bodies: XML entities, oversized punch-out, malformed persisted queries',
    tests: [`${ATTACK}requests.test.ts`],
    through: 'bodies left unanswered, answered 500 or logged with a stack',
    inRun: 'got through',
  },
  {
    number: 15,
    name: 'Mass assignment',
    tests: [`${ATTACK}mass-assignment.test.ts`],
    through: 'fields the client may not set that reached the ERP',
    inRun: 'held',
  },
  {
    number: 16,
    name: 'SIGTERM under load',
    tests: [`${ATTACK}shutdown.test.ts`],
    through: 'requests in flight that failed',
    inRun: 'got through',
  },
  {
    number: 17,
    name: 'Unbounded ids and text, invisible and direction-mark characters',
    tests: [`${ATTACK}requests.test.ts`],
    through: 'inputs accepted past their limit or with forbidden characters',
    inRun: 'got through',
  },
  {
    number: 18,
    name: 'Hostile GraphQL documents and batching',
    tests: [`${GATEWAY}hostile-queries.integration.test.ts`],
    through: 'documents that reached the ERP or production introspection answered',
    inRun: 'held',
  },
  {
    number: 19,
    name: 'Stolen and forged bearer tokens, bad session cookies',
    tests: [`${ATTACK}accounts.integration.test.ts`],
    through: 'requests served as a user',
    inRun: 'held',
  },
  {
    number: 20,
    name: 'Hostile spreadsheets on the order pad',
    tests: ['web/src/lib/order-file/readOrderFile.test.ts'],
    through: 'files read past the size or time limit',
    inRun: 'got through',
  },
  {
    number: 21,
    name: 'Error reports behind a proxy',
    tests: [`${ATTACK}error-reports.test.ts`],
    through: 'reports accepted beyond one client address’s allowance',
    inRun: 'got through',
  },
  {
    number: 22,
    name: 'Malformed URLs, cookies and Host headers',
    tests: [`${ATTACK}requests.test.ts`],
    through: 'requests answered 500 or logged with a stack',
    inRun: 'held',
  },
  {
    number: 23,
    name: 'Open redirects after login',
    tests: ['web/src/features/auth/afterLoginTarget.test.ts'],
    through: '?state= values followed off the store or to an error',
    inRun: 'got through',
  },
  {
    number: 24,
    name: 'Missing security headers and framing',
    tests: ['gateway/src/http/static-files.test.ts'],
    through: 'answers missing a security header',
    inRun: 'held',
  },
  {
    number: 25,
    name: 'Rights changed during a session',
    tests: [`${ATTACK}sessions.integration.test.ts`],
    through: 'requests answered with a right already removed',
    inRun: 'got through',
  },
  {
    number: 26,
    name: 'Secrets in the logs',
    tests: ['gateway/src/observability/log.integration.test.ts'],
    through: 'secrets found in the log',
    inRun: 'held',
  },
  {
    number: 27,
    name: 'Sessions after a password change or reset',
    tests: [`${ATTACK}sessions.integration.test.ts`],
    through:
      'requests served on an ended session, void reset links used, and current-password guesses the ERP checked (the first few, before the lock closes)',
    inRun: 'got through',
  },
] as const satisfies readonly AttackClass[];

export type AttackClassNumber = (typeof ATTACK_CLASSES)[number]['number'];
