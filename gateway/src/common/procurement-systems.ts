/**
 * The procurement systems allowed to punch out into the store (PUNCHOUT_SYSTEMS, a JSON array).
 * Each names the store accounts its buyers use and the origins the cart may go back to; nothing is
 * ever posted to an address outside them, and only they may frame the store.
 */
export type ProcurementSystem = {
  /** A short id, kept in the session and the log. */
  id: string;
  /** Shown to operators and in logs. */
  name: string;
  /** cXML: the Sender credential the system authenticates with. */
  cxml?: { senderIdentity: string; sharedSecret: string };
  /** OCI: a token that stands for one buyer account (instead of USERNAME and PASSWORD in the URL). */
  oci?: { token: string; buyer: string };
  /** Buyer identities (cXML From credential; the OCI token's buyer) and the store account each uses. */
  buyers: Record<string, { username: string; password: string }>;
  /** Origins the cart may be returned to (HOOK_URL, BrowserFormPost); they may also frame the store. */
  returnOrigins: string[];
  /** The spec's hook form: the supplier-solutions origins whose referral starts a punch-out. */
  referrerOrigins: string[];
};

/** The sandbox's demo procurement system (outside production, when PUNCHOUT_SYSTEMS is unset). */
export const DEMO_PROCUREMENT_SYSTEM: ProcurementSystem = {
  id: 'demo-procurement',
  name: 'Demo procurement system',
  cxml: { senderIdentity: 'demo-procurement', sharedSecret: 'demo-shared-secret' },
  oci: { token: 'demo-oci-token', buyer: 'acme-procurement' },
  buyers: { 'acme-procurement': { username: 'punchout@acme.example', password: 'Demo1234!' } },
  returnOrigins: ['http://localhost:4100', 'http://127.0.0.1:4100'],
  referrerOrigins: ['http://localhost:4100', 'http://127.0.0.1:4100'],
};

/** The origin of an absolute http(s) URL, or null for anything else. */
export const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${what} must be a non-empty string`);
  return value;
};

const origins = (value: unknown, what: string): string[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${what} must be an array of origins`);
  return value.map((entry: unknown, index) => {
    const given = text(entry, `${what}[${index}]`);
    const origin = originOf(given);
    if (origin === null || origin !== given.replace(/\/+$/, ''))
      throw new Error(`${what}[${index}] must be an origin such as https://buyer.example`);
    return origin;
  });
};

const parseSystem = (raw: unknown, index: number): ProcurementSystem => {
  const where = `PUNCHOUT_SYSTEMS[${index}]`;
  if (typeof raw !== 'object' || raw === null) throw new Error(`${where} must be an object`);
  const entry = raw as Record<string, unknown>;
  const buyersRaw = entry.buyers;
  if (typeof buyersRaw !== 'object' || buyersRaw === null) throw new Error(`${where}.buyers must be an object`);
  const buyers = Object.fromEntries(
    Object.entries(buyersRaw as Record<string, Record<string, unknown>>).map(([identity, account]) => [
      identity,
      {
        username: text(account.username, `${where}.buyers.${identity}.username`),
        password: text(account.password, `${where}.buyers.${identity}.password`),
      },
    ]),
  );
  const cxml = entry.cxml as Record<string, unknown> | undefined;
  const oci = entry.oci as Record<string, unknown> | undefined;
  const system: ProcurementSystem = {
    id: text(entry.id, `${where}.id`),
    name: typeof entry.name === 'string' ? entry.name : text(entry.id, `${where}.id`),
    cxml: cxml
      ? {
          senderIdentity: text(cxml.senderIdentity, `${where}.cxml.senderIdentity`),
          sharedSecret: text(cxml.sharedSecret, `${where}.cxml.sharedSecret`),
        }
      : undefined,
    oci: oci
      ? { token: text(oci.token, `${where}.oci.token`), buyer: text(oci.buyer, `${where}.oci.buyer`) }
      : undefined,
    buyers,
    returnOrigins: origins(entry.returnOrigins, `${where}.returnOrigins`),
    referrerOrigins: origins(entry.referrerOrigins, `${where}.referrerOrigins`),
  };
  if (system.returnOrigins.length === 0) throw new Error(`${where}.returnOrigins must name at least one origin`);
  if (system.oci && !buyers[system.oci.buyer]) throw new Error(`${where}.oci.buyer must be one of its buyers`);
  return system;
};

/**
 * PUNCHOUT_SYSTEMS parsed and checked (throws a one-line reason); the demo system outside production
 * when it is unset; none in production unless configured.
 */
export const parseProcurementSystems = (json: string | undefined, production: boolean): ProcurementSystem[] => {
  if (json === undefined || json.trim() === '') return production ? [] : [DEMO_PROCUREMENT_SYSTEM];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('PUNCHOUT_SYSTEMS must be a JSON array');
  }
  if (!Array.isArray(raw)) throw new Error('PUNCHOUT_SYSTEMS must be a JSON array');
  const systems = raw.map(parseSystem);
  const ids = new Set(systems.map((system) => system.id));
  if (ids.size !== systems.length) throw new Error('PUNCHOUT_SYSTEMS ids must be unique');
  return systems;
};

/** Every origin any system may return carts to: they may frame the store and receive its form posts. */
export const procurementOrigins = (systems: readonly ProcurementSystem[]): string[] => [
  ...new Set(systems.flatMap((system) => system.returnOrigins)),
];
