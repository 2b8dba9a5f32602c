import { isIP } from 'node:net';
import { HttpError } from '../http/router.ts';
import type { Route } from '../app.ts';

/**
 * The documentation networks (RFC 5737) stand for visitors of each regional site; any other address is
 * placed in the US. Not an ERP call: the sandbox plays the gateway's IP_GEOLOCATION_URL service too.
 */
const COUNTRY_BY_NETWORK: [prefix: string, country: string][] = [
  ['203.0.113.', 'CA'],
  ['198.51.100.', 'MX'],
  ['192.0.2.', 'US'],
];

/** The IP-geolocation service of docs/spec/storefront.md §5: GET /ip-geolocation/{address} → { ip, country_code }. */
export function geolocationRoutes(): Route[] {
  return [
    {
      method: 'GET',
      template: '/ip-geolocation/{address}',
      auth: false,
      handler: (ctx) => {
        const address = ctx.params.address ?? '';
        if (isIP(address) === 0) throw new HttpError(400, 'address: an IPv4 or IPv6 address.');
        const country = COUNTRY_BY_NETWORK.find(([prefix]) => address.startsWith(prefix))?.[1] ?? 'US';
        return { ip: address, country_code: country };
      },
    },
  ];
}
