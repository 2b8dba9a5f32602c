// `npm run config:readme`: writes the table of variables into docs/operations.md, "Ports and environment"
// (see readme-table.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withVariablesTable } from './readme-table.ts';

const GUIDE = fileURLToPath(new URL('../../../docs/operations.md', import.meta.url));
writeFileSync(GUIDE, withVariablesTable(readFileSync(GUIDE, 'utf8')));
process.stdout.write('docs/operations.md: table of variables written from gateway/src/config/variables.ts\n');
