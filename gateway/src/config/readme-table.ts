// The operations guide's table of variables (docs/operations.md, "Ports and environment"), made from the
// schema (variables.ts): `npm run config:readme` writes it between the markers, and readme-table.test.ts
// fails when the guide's copy differs.
import { VARIABLES } from './variables.ts';
import { variableDocs } from './values.ts';

export const BEGIN_MARKER = '<!-- config:readme begin (generated from gateway/src/config/variables.ts) -->';
export const END_MARKER = '<!-- config:readme end -->';

const cell = (text: string) => text.replaceAll('|', '\\|');
const quoted = (text: string) => (text === '' || text.includes('`') || text.includes(' ') ? text : `\`${text}\``);

/** One row per variable, in the schema's order. */
export const variablesTable = (): string => {
  const rows = Object.entries(VARIABLES).map(([name, schema]) => {
    const doc = variableDocs.get(schema);
    if (!doc) throw new Error(`${name} has no documentation in variables.ts`);
    const meaning = doc.sameOnEveryReplica ? `${doc.meaning}. **Same on every replica.**` : doc.meaning;
    return `| \`${name}\` | ${cell(quoted(doc.default))} | ${cell(doc.accepted)} | ${cell(meaning)} |`;
  });
  return ['| variable | default | accepts | meaning |', '|---|---|---|---|', ...rows].join('\n');
};

/** The guide with its table replaced by the schema's; refuses a guide without both markers. */
export const withVariablesTable = (guide: string): string => {
  const begin = guide.indexOf(BEGIN_MARKER);
  const end = guide.indexOf(END_MARKER);
  if (begin < 0 || end < begin)
    throw new Error(`docs/operations.md needs the markers ${BEGIN_MARKER} and ${END_MARKER}`);
  return `${guide.slice(0, begin + BEGIN_MARKER.length)}\n${variablesTable()}\n${guide.slice(end)}`;
};
