// `npm run config:readme`: writes the table of variables into README.md (see readme-table.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withVariablesTable } from './readme-table.ts';

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));
writeFileSync(README, withVariablesTable(readFileSync(README, 'utf8')));
process.stdout.write('README.md: table of variables written from gateway/src/config/variables.ts\n');
