// Which environment a request is served in (storefront §9: derived from the host): production,
// staging, develop, devbox or local. Outside production the store asks search engines not to index
// it and loads no third-party scripts; STORE_ENVIRONMENT forces one for the whole deployment.
export const STORE_ENVIRONMENTS = ['production', 'staging', 'develop', 'devbox', 'local'] as const;
export type StoreEnvironment = (typeof STORE_ENVIRONMENTS)[number];

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/i;

/**
 * The environment of a host: local for the machine itself; otherwise the first label names it
 * (`staging.vallen.com`, `develop.rvsupply.com`, `devbox-ana.vallen.com`); any other host is production.
 */
export const environmentOfHost = (hostname: string): StoreEnvironment => {
  if (LOCAL_HOST.test(hostname)) return 'local';
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  if (label.startsWith('staging')) return 'staging';
  if (label.startsWith('devbox')) return 'devbox';
  if (label === 'dev' || label.startsWith('develop')) return 'develop';
  return 'production';
};

export const environmentOf = (storeOrigin: string, forced: StoreEnvironment | undefined): StoreEnvironment =>
  forced ?? environmentOfHost(new URL(storeOrigin).hostname);
