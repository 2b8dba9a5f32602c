// Build step of the web (`npm run build -w web`): writes the trusted operations manifest.
// Usage: node gateway/src/trusted/extract.ts <web source dir> <output file>
import { writeFileSync } from 'node:fs';
import { extractOperations } from './operations.ts';

const [source, output] = process.argv.slice(2);
if (!source || !output) {
  process.stderr.write('usage: extract.ts <web source dir> <output file>\n');
  process.exit(2);
}
const manifest = extractOperations(source);
writeFileSync(output, `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`${manifest.operations.length} trusted operations -> ${output}\n`);
