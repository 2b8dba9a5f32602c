import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { Navigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm, useRulesValid } from '../../lib/forms/useRulesForm';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { getItForMeFormErrors, MAX_ITEMS } from '@mro/rules/gifm';
import { emptyItem, ItemFields, type GifmValues } from './ItemFields';
import { MyRequests } from './MyRequests';
import { GetItForMeAccessDocument, SubmitGetItForMeRequestDocument } from './GetItForMe.generated';

export type GifmKind = 'QUOTE' | 'ORDER';

const TITLES: Record<GifmKind, string> = { QUOTE: 'Request Quote', ORDER: 'Order Non-Stock' };
const SUBMIT: Record<GifmKind, string> = { QUOTE: 'Request Quote', ORDER: 'Place Order' };

/** The detail page of the quote or order a request made. */
export const requestLink = (kind: GifmKind, orderNumber: string) =>
  kind === 'QUOTE' ? `/my-account/review-quote-details/${orderNumber}` : `/my-account/order-details/${orderNumber}`;

/** /my-account/quote and /my-account/non-stock: Get it for Me (cart-checkout-orders §5, §6); without the permission, 404. */
export function GetItForMePage({ kind }: { kind: GifmKind }) {
  usePageTitle(TITLES[kind]);
  const access = useQuery(GetItForMeAccessDocument, { fetchPolicy: 'cache-and-network' });
  // The last request's confirmation lives here, above the form: a form rebuilt while it shows (the
  // access query answering again) must not lose it.
  const [sent, setSent] = useState<Sent | null>(null);
  const rules = access.data?.getItForMe;
  if (!rules)
    return access.loading || !access.error ? (
      <Spinner label="Loading…" />
    ) : (
      <Alert tone="error">{friendlyError(access.error, messages.requestFailed)}</Alert>
    );
  if (!(kind === 'QUOTE' ? rules.quotes : rules.nonStockOrders)) return <Navigate to="/404" replace />;
  const other: GifmKind = kind === 'QUOTE' ? 'ORDER' : 'QUOTE';
  return (
    <>
      <RequestForm
        key={kind}
        kind={kind}
        units={rules.unitsOfMeasure}
        lastPaidRequired={kind === 'ORDER' && rules.lastPaidRequired}
        sent={sent?.kind === kind ? sent : null}
        onSent={setSent}
      />
      {(other === 'QUOTE' ? rules.quotes : rules.nonStockOrders) && (
        <p>
          Or <Link to={other === 'QUOTE' ? '/my-account/quote' : '/my-account/non-stock'}>{TITLES[other]}</Link>{' '}
          instead.
        </p>
      )}
    </>
  );
}

/** A request the ERP took: its confirmation and the quote or order it made. */
type Sent = { kind: GifmKind; confirmation: string; orderNumber: string };

const EMPTY = (): GifmValues => ({ items: [emptyItem()], purchaseOrderNumber: '', comment: '' });

function RequestForm({
  kind,
  units,
  lastPaidRequired,
  sent,
  onSent,
}: {
  kind: GifmKind;
  units: { code: string; label: string }[];
  lastPaidRequired: boolean;
  sent: Sent | null;
  onSent: (sent: Sent) => void;
}) {
  const validate = (values: GifmValues) => getItForMeFormErrors(values, lastPaidRequired);
  const form = useRulesForm<GifmValues>({ defaultValues: EMPTY(), validate });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const valid = useRulesValid(form, validate);
  const { submitCount } = useFormState({ control: form.control });
  const reading = useWatch({ control: form.control, name: 'items' }).some((item) => item.reading > 0);
  const submission = useMutationWithErrors(SubmitGetItForMeRequestDocument, (data) => data.submitGetItForMeRequest, {
    failed: messages.requestFailed,
    succeeded: (payload) => Boolean(payload.request),
    alert: 'each',
    refetchQueries: ['MyGetItForMeRequests'],
  });

  const onSubmit = async (values: GifmValues) => {
    const outcome = await submission.run({
      variables: {
        input: {
          kind,
          purchaseOrderNumber: values.purchaseOrderNumber.trim() || null,
          comment: values.comment.trim() || null,
          items: values.items.map((item) => ({
            manufacturer: item.manufacturer.trim(),
            partNumber: item.partNumber.trim() || null,
            description: item.description.trim(),
            quantity: Number(item.quantity),
            unitOfMeasure: item.unitOfMeasure,
            lastPaid: item.lastPaid.trim() ? Number(item.lastPaid) : null,
            siteUrl: item.siteUrl.trim() || null,
            requiredDate: item.requiredDate || null,
            attachments: item.files.map((f) => ({ fileName: f.fileName, base64: f.base64 })),
          })),
        },
      },
    });
    if (outcome.ok && outcome.payload.request) {
      onSent({
        kind,
        confirmation: outcome.payload.confirmation ?? '',
        orderNumber: outcome.payload.request.orderNumber,
      });
      form.reset(EMPTY());
    }
  };

  return (
    <>
      <h1>{TITLES[kind]}</h1>
      <p>
        {kind === 'QUOTE'
          ? 'Tell us what you need and we will quote it. The quote appears under Review Quotes once priced.'
          : 'Order items we do not stock. The price will be determined later; freight is added at time of shipment.'}
      </p>
      {sent?.confirmation && (
        <Alert key={sent.orderNumber} tone="success" takeFocus>
          <span>{sent.confirmation}</span> <Link to={requestLink(kind, sent.orderNumber)}>View {sent.orderNumber}</Link>
        </Alert>
      )}
      <RulesForm
        form={form}
        aria-label={TITLES[kind]}
        onSubmit={(values) => {
          submission.reset();
          return onSubmit(values);
        }}
        onRefused={() => submission.reset()}
      >
        {items.fields.map((field, i) => (
          <ItemFields
            key={field.id}
            index={i}
            form={form}
            units={units}
            lastPaidRequired={lastPaidRequired}
            canRemove={items.fields.length > 1}
            onRemove={() => items.remove(i)}
          />
        ))}
        {items.fields.length < MAX_ITEMS && (
          <Button variant="secondary" onPress={() => items.append(emptyItem())}>
            Add Another Item
          </Button>
        )}
        <FormTextField control={form.control} name="purchaseOrderNumber" label="PO Number" />
        <FormTextField control={form.control} name="comment" label="Comments" />
        {submitCount > 0 && !valid && <Alert tone="error">Please correct the highlighted fields.</Alert>}
        {submission.failures.map((failure) => (
          <Alert key={failure} tone="error">
            {failure}
          </Alert>
        ))}
        {/* Attachments are read before they can be sent. */}
        <SubmitButton form={form} isDisabled={reading}>
          {submission.loading ? 'Sending…' : SUBMIT[kind]}
        </SubmitButton>
      </RulesForm>
      <MyRequests />
    </>
  );
}
