import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import {
  LOOKUP_TERM_MAX,
  TOOLS_MESSAGES,
  customerNumberError,
  lookupTermError,
  productLookupFormErrors,
} from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { usePageTitle } from '../../lib/usePageTitle';
import { ProductLookupDocument } from './ProductLookup.generated';
import { Facts } from './LookupSearch';
import { ToolSearchForm } from './ToolSearchForm';
import { CustomerNumberField } from '../../lib/forms/CustomerNumberField';
import './tools.css';

/**
 * Product lookup (account-admin-calls §2.3, §3): a part number and a customer number (`?erp&custnum`), and
 * the item as that customer sees it, with its price and availability.
 */
export function ProductLookupPage() {
  usePageTitle('Product Lookup');
  const [params, setParams] = useSearchParams();
  const erp = params.get('erp')?.trim() ?? '';
  const custnum = params.get('custnum')?.trim() ?? '';
  const form = useRulesForm({
    defaultValues: { partNumber: erp, customerNumber: custnum },
    validate: productLookupFormErrors,
  });
  const ready = erp !== '' && custnum !== '' && !lookupTermError(erp) && !customerNumberError(custnum);
  const { data, loading, error } = useQuery(ProductLookupDocument, {
    variables: { partNumber: erp, customerNumber: custnum },
    skip: !ready,
  });
  const found = data?.productLookup;
  const item = found?.item;

  return (
    <>
      <h1>Product Lookup</h1>
      <ToolSearchForm
        region="Product lookup"
        submitLabel="Look Up"
        busy={loading}
        form={form}
        onSubmit={(values) => setParams({ erp: values.partNumber.trim(), custnum: values.customerNumber.trim() })}
      >
        <FormTextField
          control={form.control}
          name="partNumber"
          label="Part number"
          maxLength={LOOKUP_TERM_MAX}
          isRequired
        />
        <CustomerNumberField control={form.control} name="customerNumber" isRequired />
      </ToolSearchForm>
      {!ready ? null : loading && !data ? (
        <Spinner label="Looking up the product…" />
      ) : error ? (
        <Alert tone="error">{friendlyError(error, TOOLS_MESSAGES.customerFailed)}</Alert>
      ) : !found ? (
        <Alert tone="info">{TOOLS_MESSAGES.customerNotFound}</Alert>
      ) : (
        <section aria-labelledby="product-lookup-result">
          <h2 id="product-lookup-result">
            As {found.customerName} ({found.customerNumber}) sees it
          </h2>
          {!item ? (
            <Alert tone="info">{TOOLS_MESSAGES.productNotFound}</Alert>
          ) : (
            <Facts
              facts={[
                ['Product', item.productName],
                ['Description', item.description],
                ['Brand', item.brand],
                ['Part number', item.erp],
                ['Customer part number', item.customerPartNumber],
                ['Manufacturer part number', item.manufacturerPartNumber],
                ['Unit of measure', item.unitOfMeasure],
                ['Price', item.price ? item.price.display : 'Not available to this customer'],
                [`Available in ${found.warehouse}`, String(item.quantityAvailable)],
              ]}
            />
          )}
        </section>
      )}
    </>
  );
}
