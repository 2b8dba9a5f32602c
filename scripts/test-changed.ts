// `npm run test:changed [-- <git ref>]`: the unit and integration tests related to what changed since
// <git ref> (default: the merge base with main, plus uncommitted and untracked files), in every
// workspace, through each file's imports (vitest --changed). The quick loop before `npm test`.
import { spawnSync } from 'node:child_process';

const say = (text: string) => process.stdout.write(`${text}\n`);

const ROOT = new URL('../', import.meta.url).pathname;
const WORKSPACES = [
  'packages/rules',
  'packages/trusted-operations',
  'packages/attack-figures',
  'erp-sandbox',
  'gateway',
  'web',
];

const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const base = process.argv[2] ?? (git('merge-base', 'HEAD', 'main').stdout.trim() || 'HEAD');

let failed = false;
for (const workspace of WORKSPACES) {
  say(`\n== ${workspace}: tests related to changes since ${base.slice(0, 12)}`);
  const run = spawnSync('npx', ['vitest', 'run', '--changed', base, '--passWithNoTests'], {
    cwd: `${ROOT}${workspace}`,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
