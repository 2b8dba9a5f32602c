import { EXAMPLES } from './examples.ts';

// The explorer is one self-contained page (no CDN: these machines have no internet). It reads
// the schema by introspection, so it is only served where introspection is enabled.
const SCRIPT = String.raw`
const $ = (s) => document.querySelector(s);
const examples = JSON.parse($('#examples-data').textContent);
const gql = (query, variables) => fetch('/graphql', { method: 'POST', credentials: 'same-origin',
  headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then((r) => r.json());
const esc = (t) => String(t ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const typeName = (t) => t.kind === 'NON_NULL' ? typeName(t.ofType) + '!' : t.kind === 'LIST' ? '[' + typeName(t.ofType) + ']' : t.name;
for (const name of Object.keys(examples)) $('#example').append(new Option(name, name));
// Values seen in results (slug, erp) fill the variables of the examples that declare them.
const seen = {};
const collect = (value, found) => {
  if (Array.isArray(value)) { value.forEach((inner) => collect(inner, found)); return found; }
  if (!value || typeof value !== 'object') return found;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === 'slug' || key === 'erp') && typeof inner === 'string') { if (!(key in found)) found[key] = inner; }
    else collect(inner, found);
  }
  return found;
};
const choose = (name) => {
  const query = examples[name];
  $('#query').value = query;
  const wanted = [...query.matchAll(/\$(\w+):/g)].map((m) => m[1]);
  $('#variables').value = wanted.length ? JSON.stringify(Object.fromEntries(wanted.map((k) => [k, seen[k] ?? ''])), null, 2) : '';
};
$('#example').onchange = () => choose($('#example').value);
choose(Object.keys(examples)[0]);
$('#run').onclick = async () => {
  let variables = {};
  try { variables = $('#variables').value.trim() ? JSON.parse($('#variables').value) : {}; }
  catch { $('#result').textContent = 'Variables are not valid JSON.'; return; }
  $('#result').textContent = 'Running...';
  const result = await gql($('#query').value, variables).catch((e) => ({ error: String(e) }));
  $('#result').textContent = JSON.stringify(result, null, 2);
  Object.assign(seen, collect(result.data, {}));
  loadSession();
};
async function loadSession() {
  const r = await gql('{ viewer { name username customerNumber customerName roles } }').catch(() => null);
  const v = r && r.data && r.data.viewer;
  $('#session').textContent = v ? v.name + ' <' + v.username + '>, customer ' + v.customerNumber + ' ' + v.customerName + ' (' + v.roles.join(', ') + ')'
    : 'Guest (log in with the "auth: log in" example; the session cookie is shared with the store).';
}
async function loadSchema() {
  const r = await gql('{ __schema { types { name kind description fields { name description args { name description type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } inputFields { name description type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } enumValues { name description } } } }');
  if (!r.data) { $('#docs').textContent = 'Schema unavailable: ' + JSON.stringify(r.errors); return; }
  const types = r.data.__schema.types.filter((t) => !t.name.startsWith('__')).sort((a, b) =>
    (a.name === 'Query' ? -2 : a.name === 'Mutation' ? -1 : 0) - (b.name === 'Query' ? -2 : b.name === 'Mutation' ? -1 : 0) || a.name.localeCompare(b.name));
  $('#docs').innerHTML = types.map((t) => {
    const members = (t.fields || t.inputFields || []).map((f) => '<li><code>' + esc(f.name) +
      (f.args && f.args.length ? '(' + f.args.map((a) => esc(a.name) + ': ' + esc(typeName(a.type))).join(', ') + ')' : '') +
      ': ' + esc(typeName(f.type)) + '</code><br><span>' + esc(f.description) + '</span></li>').join('') +
      (t.enumValues || []).map((v) => '<li><code>' + esc(v.name) + '</code><br><span>' + esc(v.description) + '</span></li>').join('');
    return '<details><summary><strong>' + esc(t.name) + '</strong> <small>' + t.kind.toLowerCase() + '</small></summary><p>' +
      esc(t.description) + '</p><ul>' + members + '</ul></details>';
  }).join('');
}
loadSession(); loadSchema();
`;

export const explorerPage = (): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Schema explorer | Vallen store API</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1b1b1b}header{background:#0b3d63;color:#fff;padding:.6rem 1rem}
main{display:grid;grid-template-columns:minmax(280px,1fr) 2fr;gap:1rem;padding:1rem}
textarea{width:100%;font:13px monospace;box-sizing:border-box}#query{height:16rem}#variables{height:4rem}
pre{background:#f4f6f8;padding:.75rem;overflow:auto;max-height:32rem}details{border-bottom:1px solid #ddd;padding:.25rem 0}
ul{padding-left:1.2rem}li span{color:#444}button{background:#0b3d63;color:#fff;border:0;padding:.45rem 1rem;border-radius:4px;cursor:pointer}
label{display:block;font-weight:600;margin:.5rem 0 .2rem}@media (max-width:760px){main{grid-template-columns:1fr}}
</style></head>
<body><header><h1 style="font-size:1.2rem;margin:0">Store API schema explorer</h1>
<p style="margin:.2rem 0 0">Session: <span id="session">loading...</span></p></header>
<main><section aria-labelledby="docs-title"><h2 id="docs-title">Schema</h2><div id="docs">Loading schema...</div></section>
<section aria-labelledby="try-title"><h2 id="try-title">Try an operation</h2>
<label for="example">Example operations</label><select id="example"></select>
<label for="query">Operation</label><textarea id="query" spellcheck="false"></textarea>
<label for="variables">Variables (JSON)</label><textarea id="variables" spellcheck="false"></textarea>
<p><button id="run" type="button">Run</button></p><h3>Result</h3><pre id="result" aria-live="polite"></pre></section></main>
<script type="application/json" id="examples-data">${JSON.stringify(EXAMPLES).replace(/</g, '\\u003c')}</script>
<script>${SCRIPT}</script></body></html>`;
