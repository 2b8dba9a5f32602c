import { describe, expect, it } from 'vitest';
import { collectValues, operationNameOf, readExamples, variablesFor } from './examples';

const pageWith = (island: string | null): Document => {
  const page = document.implementation.createHTMLDocument('explorer');
  if (island !== null) {
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = 'explorer-examples';
    script.textContent = island;
    page.body.append(script);
  }
  return page;
};

describe('the explorer examples', () => {
  it('are read from the JSON island the gateway fills', () => {
    expect(readExamples(pageWith('{"auth: log out":"mutation Logout { logout { loggedOut } }"}'))).toEqual({
      'auth: log out': 'mutation Logout { logout { loggedOut } }',
    });
    expect(readExamples(pageWith('{}'))).toEqual({});
    expect(readExamples(pageWith('not json'))).toEqual({});
    expect(readExamples(pageWith('["a"]'))).toEqual({});
    expect(readExamples(pageWith(null))).toEqual({});
  });

  it('take the first slug and item number of a result', () => {
    const data = {
      productSearch: {
        nodes: [
          { slug: 'nitrile-gloves', items: [{ erp: '1001' }, { erp: '1002' }] },
          { slug: 'leather-gloves', items: [{ erp: '2001' }] },
        ],
      },
    };
    expect(collectValues(data)).toEqual({ slug: 'nitrile-gloves', erp: '1001' });
    expect(collectValues({ cart: { lineCount: 0 } })).toEqual({});
    expect(collectValues(null)).toEqual({});
  });

  it('fill $slug and $erp from the values seen and leave other variables empty', () => {
    const product = 'query Product($slug: String!) { product(slug: $slug) { heading } }';
    expect(JSON.parse(variablesFor(product, { slug: 'nitrile-gloves' }))).toEqual({ slug: 'nitrile-gloves' });
    expect(JSON.parse(variablesFor(product, {}))).toEqual({ slug: '' });
    const convert =
      'mutation ConvertQuote($orderNumber: String!) { convertQuote(input: { orderNumber: $orderNumber }) { confirmation } }';
    expect(JSON.parse(variablesFor(convert, { erp: '1001' }))).toEqual({ orderNumber: '' });
    expect(variablesFor('query Viewer { viewer { id } }', { slug: 'x' })).toBe('');
  });

  it('are run by the name of their first operation', () => {
    expect(
      operationNameOf('fragment F on Product { slug } query Product($slug: String!) { product(slug: $slug) { ...F } }'),
    ).toBe('Product');
    expect(operationNameOf('mutation Logout { logout { loggedOut } } query Viewer { viewer { id } }')).toBe('Logout');
    expect(operationNameOf('{ viewer { id } }')).toBeUndefined();
    expect(operationNameOf('query {')).toBeUndefined();
  });
});
