// The contact form, the brand, the static content pages and the regional site over the typed fake
// ERP: validation before any ERP call, what is mailed where, and how the ERP's content is ordered.
import { describe, expect, it } from 'vitest';
import { CONTACT_FILE_MAX_BASE64 } from '@mro/rules/contact';
import { ErpUnavailableError } from '../erp/errors.ts';
import { unitGateway, type UnitGateway } from '../testing/unit.ts';
import { PERSONA_USERS, principalOfUser, usersById } from '../testing/erp-answers/account.ts';
import { sortDocuments } from './static-content.ts';

const SEND =
  'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { message userErrors { field message code } } }';
type Outcome = {
  sendContactMessage: { message: string | null; userErrors: { field: string | null; message: string }[] };
};
const form = {
  inquiry: 'QUOTE',
  name: 'Mike Scott',
  email: 'mike@dunder.example',
  phone: null,
  city: 'Scranton',
  state: 'PA',
  message: 'Gloves, 10 boxes.',
};
const send = async (gateway: UnitGateway, input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  (await gateway.run<Outcome>(SEND, { input: { ...form, ...input } }, headers)).data!.sendContactMessage;

describe('contact form', () => {
  it('sends the message with the file as base64 to the brand mailbox', async () => {
    const gateway = await unitGateway({ 'POST /support': () => ({ sent: true }) }, { principal: null });
    const data = Buffer.from('item,qty\nGL-1,10\n').toString('base64');
    expect(await send(gateway, { file: { filename: 'list.csv', base64: data } })).toEqual({
      message: 'Your message is being sent to a Vallen Representative.',
      userErrors: [],
    });
    expect(gateway.callsTo('POST /support')[0]!.body).toMatchObject({
      mail_inquiry: 'quote',
      mailbox: 'support@vallen.example',
      file: { filename: 'list.csv', data },
    });
    await send(gateway, {}, { 'x-forwarded-host': 'www.rvsupply.example' });
    expect(gateway.callsTo('POST /support')[1]!.body).toMatchObject({ mailbox: 'support@rvsupply.example' });
  });

  it("answers 'Required fields are missing' for any missing required field, and checks e-mail and file", async () => {
    const gateway = await unitGateway({}, { principal: null });
    for (const field of ['inquiry', 'name', 'email', 'city', 'state', 'message']) {
      expect((await send(gateway, { [field]: field === 'inquiry' ? null : ' ' })).userErrors).toEqual([
        { field: null, message: 'Required fields are missing', code: 'INVALID_INPUT' },
      ]);
    }
    expect((await send(gateway, { email: 'nope' })).userErrors[0]).toMatchObject({
      field: 'email',
      message: 'Please enter a valid e-mail address.',
    });
    expect(
      (await send(gateway, { file: { filename: 'a.bin', base64: 'A'.repeat(CONTACT_FILE_MAX_BASE64 + 4) } }))
        .userErrors[0],
    ).toMatchObject({ field: 'file', message: 'The attached file must be at most 64 KB.' });
    expect((await send(gateway, { file: { filename: 'a.bin', base64: 'not base64!' } })).userErrors[0]?.field).toBe(
      'file',
    );
    expect(gateway.calls).toEqual([]);
  });
});

describe('brand', () => {
  it('is chosen by host', async () => {
    const gateway = await unitGateway({}, { principal: null });
    const brand = '{ storeBrand { key name supportEmail } }';
    expect((await gateway.run(brand)).data).toEqual({
      storeBrand: { key: 'DEFAULT', name: 'Vallen', supportEmail: 'support@vallen.example' },
    });
    expect((await gateway.run(brand, {}, { 'x-forwarded-host': 'www.rvsupply.example' })).data).toMatchObject({
      storeBrand: { key: 'RV' },
    });
  });
});

type Documents = { resourceDocuments: { title: string; group: string; url: string }[] };
const DOCUMENTS =
  'query ($collection: DocumentCollection!) { resourceDocuments(collection: $collection) { title group url } }';
const STATES = ['Texas', 'Alabama', 'Ohio', 'California', 'Pennsylvania', 'Georgia', 'Louisiana', 'Indiana'];

describe('static content when the ERP is down', () => {
  it('is an UPSTREAM_UNAVAILABLE error (the page says so), never an empty list', async () => {
    const gateway = await unitGateway(
      {
        'GET /content/locations': () => {
          throw new ErpUnavailableError('server-error', 'GET /content/locations');
        },
      },
      { principal: null },
    );
    const result = await gateway.run('{ locations { title } }');
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('resource documents', () => {
  it('lists resale exemption certificates Multijurisdiction first, then by state alphabetically', async () => {
    const gateway = await unitGateway(
      {
        'GET /content/documents/{collection}': ({ path }) =>
          path.endsWith('/resale-exemption-certificates')
            ? [
                ...STATES.map((state) => ({
                  state,
                  title: `${state} certificate`,
                  file: `/documents/resale/${state.toLowerCase()}.pdf`,
                })),
                { state: 'Multijurisdiction', title: 'MTC uniform', file: '/documents/resale/mtc-uniform.pdf' },
                { state: 'Multijurisdiction', title: 'SST', file: '/documents/resale/sst.pdf' },
              ]
            : [],
      },
      { principal: null },
    );
    const { data } = await gateway.run<Documents>(DOCUMENTS, { collection: 'RESALE_EXEMPTION_CERTIFICATES' });
    const groups = data!.resourceDocuments.map((d) => d.group);
    expect(groups.slice(0, 2)).toEqual(['Multijurisdiction', 'Multijurisdiction']);
    const states = [...new Set(groups.slice(2))];
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
    expect(gateway.callsTo('GET /content/documents/{collection}')[0]!.path).toBe(
      '/content/documents/resale-exemption-certificates',
    );
  });

  it('lists the three W-9 forms of 2025', async () => {
    const w9 = (title: string) => ({ state: '2025', title, file: `/documents/w9/${title}.pdf` });
    const gateway = await unitGateway(
      { 'GET /content/documents/{collection}': () => [w9('Vallen W-9'), w9('RV Supply W-9'), w9('Vallen Canada W-9')] },
      { principal: null },
    );
    const { data } = await gateway.run<Documents>(DOCUMENTS, { collection: 'W9' });
    expect(data!.resourceDocuments).toHaveLength(3);
    expect(data!.resourceDocuments.every((d) => d.group === '2025' && d.title.includes('W-9'))).toBe(true);
    expect(gateway.callsTo('GET /content/documents/{collection}')[0]!.path).toBe('/content/documents/w9');
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
  it('answers every location with its map link, by state then city, for guests too', async () => {
    const location = (title: string, city: string, state: string, zip: string) => ({
      title,
      addr1: '1 Main St',
      addr2: null,
      city,
      state,
      zip,
      phone: '555-0100',
      fax: null,
      mapUrl: `https://maps.google.com/?q=${encodeURIComponent(`1 Main St ${city}`)}`,
    });
    const gateway = await unitGateway(
      {
        'GET /content/locations': () => [
          location('Houston Distribution Center', 'Houston', 'TX', '77040'),
          location('Akron Branch', 'Akron', 'OH', '44301'),
          location('Austin Branch', 'Austin', 'TX', '73301'),
        ],
      },
      { principal: null },
    );
    const { data } = await gateway.run<{
      locations: { title: string; city: string; state: string; zip: string; phone: string; mapUrl: string }[];
    }>('{ locations { title city state zip phone mapUrl } }');
    const rows = data!.locations;
    expect(rows.map((r) => `${r.state} ${r.city}`)).toEqual(['OH Akron', 'TX Austin', 'TX Houston']);
    expect(rows.find((r) => r.city === 'Houston')).toMatchObject({
      title: 'Houston Distribution Center',
      zip: '77040',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      mapUrl: expect.stringMatching(/^https:\/\/maps\.google\.com\/\?q=/),
    });
  });
});

describe('regional site', () => {
  it('offers the Canadian or Mexican site by the edge country header, nothing for the US or without it', async () => {
    const gateway = await unitGateway({}, { principal: null });
    const query = '{ regionalSite { country countryName name url } }';
    const ask = async (headers: Record<string, string>) =>
      (await gateway.run<{ regionalSite: { country: string; name: string } | null }>(query, {}, headers)).data!
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

  it('answers staff with the guide, vendor numbers split', async () => {
    const associate = PERSONA_USERS.associate();
    const row = (name: string, category: string, vendors: string) => [
      name,
      category,
      'Stock',
      'Yes',
      'Distributor',
      vendors,
      'A-1',
      'Sam',
      'https://x.example',
      'EDI',
      'Sam Sourcing',
      'sam.sourcing@vallen.example',
    ];
    const gateway = await unitGateway(
      {
        'GET /user/{id}': usersById(associate),
        'GET /content/strategic-sourcing': () => [
          row('Abrasive belts and discs', 'Abrasives', '10442|10451'),
          row('Gloves', 'Safety', '10001'),
        ],
      },
      { principal: principalOfUser(associate) },
    );
    const { data } = await gateway.run<{
      strategicSourcing: { name: string; category: string; vendorNumbers: string[]; specialistEmail: string }[];
    }>(QUERY);
    expect(data!.strategicSourcing).toHaveLength(2);
    expect(data!.strategicSourcing.find((r) => r.name === 'Abrasive belts and discs')).toMatchObject({
      category: 'Abrasives',
      vendorNumbers: ['10442', '10451'],
      specialistEmail: 'sam.sourcing@vallen.example',
    });
  });

  it('refuses a customer user before asking the ERP for the guide', async () => {
    const buyer = PERSONA_USERS.buyer();
    const gateway = await unitGateway({ 'GET /user/{id}': usersById(buyer) }, { principal: principalOfUser(buyer) });
    const result = await gateway.run(QUERY);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Strategic sourcing is for Vallen associates only.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(gateway.callsTo('GET /content/strategic-sourcing')).toEqual([]);
  });
});
