// Starts the gateway alone against ERP_URL (see scripts/start.ts for the whole store).
import { exitOnStartupError, startGateway } from './index.ts';

const gateway = await startGateway().catch(exitOnStartupError);
process.stdout.write(`${JSON.stringify({ level: 'info', message: 'gateway listening', url: gateway.url })}\n`);

const shutdown = async () => {
  await gateway.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
