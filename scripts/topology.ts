// `npm run topology`: the replicated store started for real on this machine, without Docker — the
// ERP sandbox, Redis, three gateway processes and Debian's nginx with ops/nginx/nginx.conf — under
// the load of logged-in buyers through nginx, while a replica is stopped (SIGTERM: it drains) and
// restarted, then killed (SIGKILL: a crash) and restarted. Reports requests sent and failed and
// whether sessions were kept across replicas.
// `npm run topology -- --sentinel`: Redis as a primary, a replica and three Sentinels; the primary
// is killed under load: the seconds of 503 and whether any session, throttle count or idempotency
// key was lost. Never part of `npm test` (about a minute and every core); exits 1 when a goal is missed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeLoad, drive, failedLogin, login, type Answer } from './topology/load.ts';
import { freePort, killAll, stopChild } from './topology/processes.ts';
import {
  MASTER_NAME,
  lost,
  primaryPortOf,
  redisCommand,
  snapshot,
  startRedis,
  startSentinels,
} from './topology/redis.ts';
import {
  ensureCommand,
  restartReplica,
  startNginx,
  startReplica,
  startSandbox,
  type Replica,
} from './topology/stack.ts';

const sentinelMode = process.argv.includes('--sentinel');
const BUYERS = Number(process.env.TOPOLOGY_BUYERS ?? 8);
const USERNAME = 'buyer@acme.example';
const PASSWORD = 'Demo1234!';
const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const summary = (answers: Answer[]) => {
  const failed = answers.filter((answer) => !answer.ok);
  const reasons = new Map<string, number>();
  for (const answer of failed) reasons.set(answer.error ?? '?', (reasons.get(answer.error ?? '?') ?? 0) + 1);
  return { sent: answers.length, failed: failed.length, reasons: [...reasons].map(([why, n]) => `${n}× ${why}`) };
};

type Phase = { name: string; from: number };

/** Requests sent and failed in each phase of the run (a request counts in the phase it was sent in). */
const sayPhases = (answers: Answer[], phases: Phase[], started: number, ended: number) => {
  const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
  phases.forEach((phase, index) => {
    const to = phases[index + 1]?.from ?? ended;
    const { sent, failed, reasons } = summary(answers.filter((answer) => answer.at >= phase.from && answer.at < to));
    say(
      `  ${seconds(phase.from)}–${seconds(to)} s ${phase.name}: ${sent} sent, ${failed} failed${reasons.length ? ` (${reasons.join('; ')})` : ''}`,
    );
  });
};

/** Sessions kept across replicas: every buyer stayed logged in, and the buyers' pages came from more than one replica. */
const sessionsAcross = (answers: Answer[]) => {
  const replicas = new Set(answers.map((answer) => answer.servedBy.split(',').pop()?.trim()).filter(Boolean));
  const loggedOut = answers.filter((answer) => answer.status === 200 && !answer.loggedIn).length;
  return { replicas: replicas.size, loggedOut };
};

const replicaScenario = async (dir: string) => {
  const redis = await startRedis(dir, 'redis');
  const sandbox = await startSandbox(dir);
  const env = { ERP_URL: sandbox.url, REDIS_URL: `redis://127.0.0.1:${redis.port}` };
  const ports = [await freePort(), await freePort(), await freePort()];
  const replicas: Replica[] = await Promise.all(
    ports.map((port, index) => startReplica(dir, `gateway-${index + 1}`, port, env)),
  );
  const nginx = await startNginx(dir, ports);
  say(
    `nginx ${nginx.origin} → gateways ${ports.join(', ')}; sandbox ${sandbox.url}; redis ${redis.port}; logs in ${dir}`,
  );
  const cookies = await Promise.all(Array.from({ length: BUYERS }, () => login(nginx.origin, USERNAME, PASSWORD)));
  let finish!: () => void;
  const started = Date.now();
  const load = drive(nginx.origin, cookies, new Promise<void>((resolve) => (finish = resolve)), 120_000);
  const phases: Phase[] = [{ name: 'all 3 replicas', from: started }];
  const phase = (name: string) => phases.push({ name, from: Date.now() });
  await sleep(5_000);
  phase('SIGTERM gateway-2 (drain) until it is ready again');
  replicas[1] = await restartReplica(dir, replicas[1]!, 'SIGTERM');
  phase('all 3 replicas');
  await sleep(5_000);
  phase('SIGKILL gateway-3 (crash) until it is ready again');
  replicas[2] = await restartReplica(dir, replicas[2]!, 'SIGKILL');
  phase('all 3 replicas');
  await sleep(5_000);
  finish();
  const answers = await load;
  const ended = Date.now();
  const { sent, failed, reasons } = summary(answers);
  const sessions = sessionsAcross(answers);
  say('');
  say(`Replicated topology: nginx + 3 gateways + Redis + ERP sandbox, ${BUYERS} logged-in buyers`);
  sayPhases(answers, phases, started, ended);
  say(`  requests sent:   ${sent} in ${((ended - started) / 1000).toFixed(1)} s`);
  say(`  requests failed: ${failed}${reasons.length ? ` (${reasons.join('; ')})` : ''}`);
  say(
    `  sessions kept across replicas: ${sessions.loggedOut === 0 && sessions.replicas > 1 ? 'yes' : 'NO'} (pages from ${sessions.replicas} replicas, ${sessions.loggedOut} answers logged out)`,
  );
  return failed === 0 && sessions.loggedOut === 0;
};

const sentinelScenario = async (dir: string) => {
  ensureCommand('redis-sentinel', 'redis-sentinel');
  const primary = await startRedis(dir, 'redis-primary');
  const replica = await startRedis(dir, 'redis-replica', ['--replicaof', '127.0.0.1', String(primary.port)]);
  const sentinels = await startSentinels(dir, primary.port);
  const sandbox = await startSandbox(dir);
  const env = {
    ERP_URL: sandbox.url,
    REDIS_SENTINELS: sentinels.map((sentinel) => `127.0.0.1:${sentinel.port}`).join(','),
    REDIS_MASTER_NAME: MASTER_NAME,
  };
  const ports = [await freePort(), await freePort(), await freePort()];
  await Promise.all(ports.map((port, index) => startReplica(dir, `gateway-${index + 1}`, port, env)));
  const nginx = await startNginx(dir, ports);
  say(
    `nginx ${nginx.origin}; Redis primary ${primary.port}, replica ${replica.port}, Sentinels ${env.REDIS_SENTINELS}; logs in ${dir}`,
  );
  const cookies = await Promise.all(Array.from({ length: BUYERS }, () => login(nginx.origin, USERNAME, PASSWORD)));
  // A throttle count (failed logins of an unknown account) and idempotency keys as OrderPlacement
  // writes them (SET NX EX), so each kind of shared state is there to be lost.
  for (let attempt = 0; attempt < 3; attempt += 1) await failedLogin(nginx.origin, 'nobody@topology.example');
  for (let key = 0; key < 20; key += 1)
    redisCommand(primary.port, 'SET', `order-lock:v1:topology:${key}`, '1', 'NX', 'EX', '600');
  let finish!: () => void;
  const started = Date.now();
  const load = drive(nginx.origin, cookies, new Promise<void>((resolve) => (finish = resolve)), 120_000);
  await sleep(4_000);
  const before = snapshot(primary.port);
  const killedAt = Date.now();
  await stopChild(primary.child, 'SIGKILL');
  let promoted = 0;
  while (Date.now() - killedAt < 60_000) {
    promoted = primaryPortOf(sentinels[0]!.port);
    if (promoted === replica.port) break;
    await sleep(100);
  }
  const promotedAt = Date.now();
  const failoverSeconds = (promotedAt - killedAt) / 1000;
  await sleep(8_000);
  finish();
  const answers = await load;
  const ended = Date.now();
  const after = snapshot(replica.port);
  const unavailable = answers.filter((answer) => answer.status === 503);
  const window = unavailable.length ? (unavailable.at(-1)!.at - unavailable[0]!.at) / 1000 : 0;
  const { sent, failed, reasons } = summary(answers);
  const missing = lost(before, after);
  const loggedOutAfter = answers.filter(
    (answer) => answer.at > killedAt && answer.status === 200 && !answer.loggedIn,
  ).length;
  say('');
  say(
    `Redis Sentinel: primary killed (SIGKILL) under the load of ${BUYERS} logged-in buyers through nginx + 3 gateways`,
  );
  say(
    `  Sentinel promoted the replica after ${failoverSeconds.toFixed(1)} s (${promoted === replica.port ? 'yes' : 'NO'})`,
  );
  sayPhases(
    answers,
    [
      { name: 'primary up', from: started },
      { name: 'primary killed until Sentinel promoted the replica', from: killedAt },
      { name: 'after the failover', from: promotedAt },
    ],
    started,
    ended,
  );
  say(`  requests sent: ${sent}; failed: ${failed}${reasons.length ? ` (${reasons.join('; ')})` : ''}`);
  say(`  503 answers: ${unavailable.length}, from first to last ${window.toFixed(1)} s`);
  say(
    `  lost: sessions ${missing.sessions.length}/${before.sessions.size}, throttle counts ${missing.throttles.length}/${before.throttles.size}, idempotency keys ${missing.idempotency.length}/${before.idempotency.size}`,
  );
  say(`  buyers logged out after the failover: ${loggedOutAfter} answers`);
  return promoted === replica.port && missing.sessions.length === 0 && loggedOutAfter === 0;
};

ensureCommand('nginx', 'nginx');
ensureCommand('redis-server', 'redis-server');
const dir = mkdtempSync(join(tmpdir(), 'topology-'));
let ok = false;
try {
  ok = await (sentinelMode ? sentinelScenario(dir) : replicaScenario(dir));
} catch (error) {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
} finally {
  await closeLoad();
  killAll();
}
process.exit(ok ? 0 : 1);
