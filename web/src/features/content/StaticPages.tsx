import { ButtonLink, Link } from '../../ui/Link';
import { Card } from '../../ui/Card';
import { useStoreBrand } from '../../lib/useStoreBrand';
import { FREIGHT } from '../../lib/policies/policyFacts';

/** /resources/supplier-routing-guide: how suppliers ship to us (the freight guide of docs/spec/storefront.md §9). */
export function SupplierRoutingGuidePage() {
  const brand = useStoreBrand();
  return (
    <>
      <h1>Supplier Routing Guide</h1>
      <h2>Choosing the service</h2>
      <ul>
        <li>Shipments under {FREIGHT.groundMaxPounds} pounds ship by ground parcel service.</li>
        <li>Shipments over {FREIGHT.groundMaxPounds} pounds ship by freight (LTL).</li>
        <li>
          LTL rates do not apply above {FREIGHT.ltlMaxLinearFeet} linear feet or below a density of{' '}
          {FREIGHT.ltlMinDensity} lbs per cubic foot.
        </li>
      </ul>
      <h2>When to contact us first</h2>
      <p>
        E-mail <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> for routing before shipping anything
        above {FREIGHT.escalatePounds.toLocaleString('en-US')} lbs, more than {FREIGHT.escalatePallets} pallets, or more
        than {FREIGHT.escalateLinearFeet} linear feet.
      </p>
      <h2>Paperwork</h2>
      <p>Every shipment carries our purchase order number on the bill of lading, the packing list and every carton.</p>
    </>
  );
}

/** /maintenance: shown while the store is down for maintenance. */
export function MaintenancePage() {
  const brand = useStoreBrand();
  return (
    <section className="maintenance" aria-labelledby="maintenance-title">
      <img
        className="brand-logo"
        src={`/logo-${brand.key.toLowerCase()}.svg`}
        alt={brand.name}
        width={240}
        height={64}
      />
      <h1 id="maintenance-title">We'll be right back</h1>
      <p>{brand.name} is down for scheduled maintenance. Please try again shortly.</p>
      <p>Need help now? Call {brand.supportPhone}, Monday to Friday, 8am to 7pm Eastern.</p>
    </section>
  );
}

/** /tour: where a new user lands after setting their first password (docs/spec/storefront.md §2.5). */
export function TourPage() {
  const brand = useStoreBrand();
  return (
    <>
      <h1>Welcome to {brand.name}</h1>
      <p>Your account is ready. A quick tour of what you can do:</p>
      <div className="grid grid-2">
        <Card title="1. Find products">
          <p>
            Search by keyword or part number from the search box, or browse <Link to="/categories">categories</Link> and{' '}
            <Link to="/brands">brands</Link>.
          </p>
        </Card>
        <Card title="2. See your prices">
          <p>Prices and availability are your company's own, shown once you are logged in.</p>
        </Card>
        <Card title="3. Order">
          <p>
            Add items to your <Link to="/cart">cart</Link> and check out; orders over your limit go to your approver.
          </p>
        </Card>
        <Card title="4. Track">
          <p>
            Follow orders, quotes and invoices under <Link to="/my-account/orders">My Account</Link>.
          </p>
        </Card>
      </div>
      <div className="form-actions">
        <ButtonLink to="/">Start shopping</ButtonLink>
      </div>
    </>
  );
}

/** /about: the second brand's own about page (the default brand's is the content page /w/aboutus). */
export function AboutPage() {
  const brand = useStoreBrand();
  return (
    <>
      <h1>About {brand.name}</h1>
      <p>
        {brand.name} supplies recreational-vehicle and manufactured-housing builders with fasteners, sealants,
        adhesives, tools and safety products, delivered line-side to keep production moving.
      </p>
      <p>
        We are part of Vallen: the same service, the same support at {brand.supportPhone}, and a catalogue built for
        your plant.
      </p>
      <p>
        <Link to="/contact-us">Contact us</Link> or find a <Link to="/locations">location near you</Link>.
      </p>
    </>
  );
}
