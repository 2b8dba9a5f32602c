// The third-party scripts of storefront §9 (web analytics, tag manager, heat map, live chat): a
// deployment names each one's address in THIRD_PARTY_SCRIPTS; none is loaded unless configured, and
// only their origins are added to the CSP.
export const THIRD_PARTY_SCRIPT_KINDS = ['analytics', 'tag-manager', 'heat-map', 'chat'] as const;
export type ThirdPartyScriptKind = (typeof THIRD_PARTY_SCRIPT_KINDS)[number];
export type ThirdPartyScript = { kind: ThirdPartyScriptKind; src: string };

/** One entry of THIRD_PARTY_SCRIPTS, `kind=https://host/path.js`. */
export const thirdPartyScriptOf = (entry: string): ThirdPartyScript | undefined => {
  const split = entry.indexOf('=');
  const kind = entry.slice(0, split).trim() as ThirdPartyScriptKind;
  const src = entry.slice(split + 1).trim();
  if (split < 1 || !THIRD_PARTY_SCRIPT_KINDS.includes(kind) || !URL.canParse(src)) return undefined;
  return new URL(src).protocol === 'https:' ? { kind, src } : undefined;
};

/** The origins the CSP allows for the configured scripts (they load from there and report there). */
export const thirdPartyOrigins = (scripts: readonly ThirdPartyScript[]): string[] => [
  ...new Set(scripts.map((script) => new URL(script.src).origin)),
];
