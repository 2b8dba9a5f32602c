import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Link';
import { messages } from '../../lib/messages';

/** A user whose only catalogue is Custom_Null orders by part number (storefront §6): the way is one click away. */
export function CatalogSearchUnavailable() {
  return (
    <>
      <Alert tone="info">{messages.catalogSearchUnavailable}</Alert>
      <p>
        <ButtonLink to="/order-pad/single-entry">Open the Order Pad</ButtonLink>
      </p>
    </>
  );
}
