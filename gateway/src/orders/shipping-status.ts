/** Freight carriers with a tracking page for a pro number (cart-checkout-orders §4). */
const FREIGHT_TRACKING: Record<string, (n: string) => string> = {
  'AAA-Coop PPD': (n) => `https://www.aaacooper.com/pwb/Transit/ProTrackResults.aspx?ProNum=${n}`,
  'Dayton-PPD': (n) => `https://www.daytonfreight.com/tracking/?pro=${n}`,
  'Estes-PPD': (n) => `https://www.estes-express.com/myestes/shipment-tracking/?type=PRO&query=${n}`,
  'Peninsula Trucking': (n) => `https://www.peninsulatruck.com/tracking/?pro=${n}`,
  'S.EasternPPD': (n) => `https://www.sefl.com/Tracing/index.jsp?Type=PN&RefNum1=${n}`,
  'SAIA Prepaid': (n) => `https://www.saia.com/track/details;pro=${n}`,
  'Ylw-Rdwy-PPD': (n) => `https://my.yrc.com/tools/track/shipments?referenceNumber=${n}&referenceNumberType=PRO`,
};

export const FREIGHT_CARRIERS = Object.keys(FREIGHT_TRACKING);

/** A tracking link for UPS (1Z numbers or UPS carriers), FedEx and the named freight carriers; null otherwise. */
export function trackingLink(carrier: string | null | undefined, number: string | null | undefined): string | null {
  const n = number?.trim();
  if (!n) return null;
  const c = carrier?.trim() ?? '';
  const encoded = encodeURIComponent(n);
  if (/^1Z/i.test(n) || /^UPS/i.test(c)) return `https://www.ups.com/track?tracknum=${encoded}`;
  if (/^FedEx/i.test(c)) return `https://www.fedex.com/fedextrack/?trknbr=${encoded}`;
  const freight = FREIGHT_TRACKING[c];
  return freight ? freight(encoded) : null;
}

/** The tracking or pro number when present; otherwise by stage: under 3 preparing, 3 to 5 shipped, else N/A. */
export function shippingStatusText(stage: number | null | undefined, number: string | null | undefined): string {
  if (number?.trim()) return number.trim();
  if (stage === null || stage === undefined || stage < 3) return 'Preparing shipment';
  if (stage <= 5) return 'Shipped';
  return 'N/A';
}

export function shippingStatus(
  stage: number | null | undefined,
  carrier: string | null | undefined,
  number: string | null | undefined,
) {
  return {
    text: shippingStatusText(stage, number),
    carrier: carrier ?? null,
    trackingNumber: number?.trim() || null,
    trackingUrl: trackingLink(carrier, number),
  };
}
