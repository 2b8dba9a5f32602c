// `node scripts/redis-ping.ts <url>`: exits 0 when the Redis at <url> answers PING within two
// seconds, else 1. scripts/test-redis.ts asks it whether REDIS_URL is usable; it uses the gateway's own
// client, so a URL with credentials, a database or TLS is checked the way the gateway will use it.
import { createClient } from 'redis';

setTimeout(() => process.exit(1), 3_000).unref();
try {
  const client = createClient({ url: process.argv[2], socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => {}); // a refused connection is an answer here, not a crash
  await client.connect();
  process.exit((await client.ping()) === 'PONG' ? 0 : 1);
} catch {
  process.exit(1);
}
