// `npm run attack:report`: the attack suite's table from the last run's reports (npm test, or
// `npm test -- --only=gateway,web,journeys`); `-- --write` puts it into the attack README.
import { readFileSync, writeFileSync } from 'node:fs';
import { figuresTable, withTable } from '@mro/attack-figures/report';
import { lastRunRows } from './attack-figures.ts';

const README = new URL('../gateway/src/security/attack/README.md', import.meta.url).pathname;

const rows = lastRunRows();
if (!rows) {
  process.stderr.write('No attack figures in test-results/: run npm test (or --only=gateway,web,journeys) first.\n');
  process.exit(1);
}
const table = figuresTable(rows);
process.stdout.write(`${table}\n`);
if (process.argv.includes('--write')) writeFileSync(README, withTable(readFileSync(README, 'utf8'), table));
const missing = rows.filter((row) => row.sent === null).map((row) => row.attackClass.number);
const failed = rows.filter((row) => row.failedTests > 0).map((row) => row.attackClass.number);
if (missing.length > 0) process.stdout.write(`\nclasses not run: ${missing.join(', ')}\n`);
if (failed.length > 0) process.stdout.write(`classes with a failed test: ${failed.join(', ')}\n`);
process.exit(missing.length + failed.length > 0 ? 1 : 0);
