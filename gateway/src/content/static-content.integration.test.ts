import { describe, expect } from 'vitest';
import { it } from '../testing/fixtures.ts';
import { sortDocuments } from './static-content.ts';

type Documents = { resourceDocuments: { title: string; group: string; url: string }[] };
const DOCUMENTS =
  'query ($collection: DocumentCollection!) { resourceDocuments(collection: $collection) { title group url } }';

describe('static content when the ERP is down', () => {
  it('is an UPSTREAM_UNAVAILABLE error (the page says so), never an empty list', async ({ stack }) => {
    await stack.setFaults([{ route: '*', errorRate: 1, errorStatus: 503 }]);
    const result = await stack.client().gql('{ locations { title } }');
    await stack.setFaults([]);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('resource documents', () => {
  it('lists resale exemption certificates Multijurisdiction first, then by state alphabetically', async ({ stack }) => {
    const { data } = await stack.client().gql<Documents>(DOCUMENTS, { collection: 'RESALE_EXEMPTION_CERTIFICATES' });
    const groups = data!.resourceDocuments.map((d) => d.group);
    expect(groups.slice(0, 2)).toEqual(['Multijurisdiction', 'Multijurisdiction']);
    const states = [...new Set(groups.slice(2))];
    expect(states).toEqual([...states].sort());
    expect(states).toEqual([
      'Alabama',
      'California',
      'Georgia',
      'Indiana',
      'Louisiana',
      'Ohio',
      'Pennsylvania',
      'Texas',
    ]);
    expect(data!.resourceDocuments.every((d) => /^\/documents\/resale\/[a-z0-9-]+\.pdf$/.test(d.url))).toBe(true);
  });

  it('lists the three W-9 forms of 2025', async ({ stack }) => {
    const { data } = await stack.client().gql<Documents>(DOCUMENTS, { collection: 'W9' });
    expect(data!.resourceDocuments).toHaveLength(3);
    expect(data!.resourceDocuments.every((d) => d.group === '2025' && d.title.includes('W-9'))).toBe(true);
  });

  it('sorts titles within a group and never puts a state before Multijurisdiction', () => {
    const doc = (group: string, title: string) => ({ group, title, url: `/documents/${title}.pdf` });
    expect(
      sortDocuments([
        doc('Alabama', 'b'),
        doc('Multijurisdiction', 'z'),
        doc('alabama', 'a'),
        doc('Multijurisdiction', 'm'),
      ]).map((d) => `${d.group}/${d.title}`),
    ).toEqual(['Multijurisdiction/m', 'Multijurisdiction/z', 'alabama/a', 'Alabama/b']);
  });
});

describe('locations', () => {
  it('answers every location with its map link, by state then city, for guests too', async ({ stack }) => {
    const { data } = await stack
      .client()
      .gql<{ locations: { title: string; city: string; state: string; zip: string; phone: string; mapUrl: string }[] }>(
        '{ locations { title city state zip phone mapUrl } }',
      );
    const rows = data!.locations;
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.map((r) => r.state)).toEqual([...rows.map((r) => r.state)].sort());
    expect(rows.find((r) => r.city === 'Houston')).toMatchObject({
      title: 'Houston Distribution Center',
      zip: '77040',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      mapUrl: expect.stringMatching(/^https:\/\/maps\.google\.com\/\?q=/),
    });
  });
});

describe('regional site', () => {
  it('offers the Canadian or Mexican site by the edge country header, nothing for the US or without it', async ({
    stack,
  }) => {
    const query = '{ regionalSite { country countryName name url } }';
    const ask = async (headers: Record<string, string>) =>
      (await stack.client().gql<{ regionalSite: { country: string; name: string } | null }>(query, {}, headers)).data!
        .regionalSite;
    expect(await ask({ 'cf-ipcountry': 'CA' })).toMatchObject({ country: 'CA', name: 'Vallen Canada' });
    expect(await ask({ 'cloudfront-viewer-country': 'mx' })).toMatchObject({ country: 'MX' });
    expect(await ask({ 'x-country-code': 'US' })).toBeNull();
    expect(await ask({ 'x-country-code': 'C A' })).toBeNull();
    expect(await ask({})).toBeNull();
  });
});

describe('strategic sourcing', () => {
  const QUERY = '{ strategicSourcing { name category vendorNumbers specialistName specialistEmail } }';

  it('answers staff with the guide, vendor numbers split', async ({ stack }) => {
    const staff = stack.client();
    await staff.login('associate@vallen.example');
    const { data } = await staff.gql<{
      strategicSourcing: { name: string; category: string; vendorNumbers: string[]; specialistEmail: string }[];
    }>(QUERY);
    expect(data!.strategicSourcing.length).toBeGreaterThan(5);
    expect(data!.strategicSourcing.find((r) => r.name === 'Abrasive belts and discs')).toMatchObject({
      category: 'Abrasives',
      vendorNumbers: ['10442', '10451'],
      specialistEmail: 'sam.sourcing@vallen.example',
    });
  });

  it('refuses a customer user before asking the ERP for the guide', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    await stack.resetErpCalls();
    const result = await buyer.gql(QUERY);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Strategic sourcing is for Vallen associates only.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await stack.erpCalls()).byRoute['GET /content/strategic-sourcing']).toBeUndefined();
  });
});
