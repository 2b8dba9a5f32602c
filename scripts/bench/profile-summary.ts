// node scripts/bench/profile-summary.ts <file.cpuprofile> [top]: where a gateway's CPU time went,
// by self time per function and per package or source folder.
import { readFileSync } from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/bench/profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));

const where = (url: string) => {
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1] ?? url;
  const source = url.match(/\/(gateway\/src\/[^/]+)/);
  if (source) return source[1] ?? url;
  return url.startsWith('node:') ? url : url ? 'other' : '(native / idle / gc)';
};
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
const sum = (key: (node: Node) => string) => {
  const totals = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const node = byId.get(id);
    if (node) totals.set(key(node), (totals.get(key(node)) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 15));
};
const show = (title: string, rows: [string, number][]) => {
  process.stdout.write(`\n${title}\n`);
  for (const [name, ms] of rows)
    process.stdout.write(`${((100 * ms) / total).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}\n`);
};
show(
  'self time by package / source folder',
  sum((node) => where(node.callFrame.url)),
);
show(
  'self time by function',
  sum(
    (node) =>
      `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`,
  ),
);
