// Starts the gateway alone against ERP_URL (see scripts/start.ts for the whole store).
import { exitOnStartupError, startGateway } from './index.ts';

const gateway = await startGateway().catch(exitOnStartupError);
// Whatever LOG_LEVEL says: tests and scripts wait for this line.
process.stdout.write(`${JSON.stringify({ level: 'info', message: 'gateway listening', url: gateway.url })}\n`);
const { log, config } = gateway.services;

// The one shutdown path (Apollo's signal handling is off): drain within the grace period, then exit 0
// so an orchestrator reads a clean stop. A second signal changes nothing; a close that hangs past the
// grace (an upstream that never lets go) must not keep the process up.
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  log.log('info', 'draining', { signal, graceMs: config.shutdownGraceMs });
  setTimeout(() => process.exit(1), config.shutdownGraceMs + 5_000).unref();
  try {
    await gateway.close({ deadlineMs: config.shutdownGraceMs });
    process.exit(0);
  } catch (error) {
    log.log('error', 'shutdown failed', { error });
    process.exit(1);
  }
};
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
