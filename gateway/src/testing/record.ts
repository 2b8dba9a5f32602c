// `npm run record`: runs the buyer journeys against a fresh sandbox with ERP_RECORD pointed at
// gateway/fixtures/erp/<journey>/, replacing that folder's recordings.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.ts';
import { runBuyerJourney } from './journeys.ts';

export const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/erp/', import.meta.url));
export const BUYER_JOURNEY_FIXTURES = `${FIXTURES_DIR}buyer-journey`;

const record = async (dir: string, journey: typeof runBuyerJourney) => {
  rmSync(dir, { recursive: true, force: true });
  const stack = await startStack({ erpRecordDir: dir });
  try {
    const result = await journey(stack.client());
    if (!result.order) throw new Error(`the journey placed no order: ${JSON.stringify(result.orderErrors)}`);
    process.stdout.write(`recorded ${dir} (order ${result.order.orderNumber})\n`);
  } finally {
    await stack.close();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await record(BUYER_JOURNEY_FIXTURES, runBuyerJourney);
}
