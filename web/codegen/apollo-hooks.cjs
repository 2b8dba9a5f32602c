'use strict';
// Typed Apollo Client 4 hooks for each operation of a document (the community
// typescript-react-apollo plugin targets Apollo Client 3 and does not compile against AC4).
// Names follow typescript-operations / typed-document-node: XQuery, XQueryVariables, XDocument.

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

function variablesOptional(operation) {
  return (operation.variableDefinitions || []).every((v) => v.type.kind !== 'NonNullType' || v.defaultValue != null);
}

module.exports = {
  plugin(_schema, documents) {
    const used = new Set();
    const blocks = [];
    for (const { document } of documents) {
      if (!document) continue;
      for (const def of document.definitions) {
        if (def.kind !== 'OperationDefinition' || !def.name) continue;
        const name = pascal(def.name.value);
        const optional = variablesOptional(def) ? '?' : '';
        if (def.operation === 'query') {
          const data = `${name}Query`;
          const vars = `${name}QueryVariables`;
          used.add('useQuery').add('useLazyQuery');
          blocks.push(
            `export function use${name}Query(options${optional}: useQuery.Options<${data}, ${vars}>) {\n` +
              `  return useQuery(${name}Document, options);\n}`,
            `export function use${name}LazyQuery(options?: useLazyQuery.Options<${data}, ${vars}>) {\n` +
              `  return useLazyQuery(${name}Document, options);\n}`,
          );
        } else if (def.operation === 'mutation') {
          const data = `${name}Mutation`;
          const vars = `${name}MutationVariables`;
          used.add('useMutation');
          blocks.push(
            `export function use${name}Mutation(options?: useMutation.Options<${data}, ${vars}>) {\n` +
              `  return useMutation(${name}Document, options);\n}`,
          );
        }
      }
    }
    if (blocks.length === 0) return '';
    return {
      prepend: [`import { ${[...used].sort().join(', ')} } from '@apollo/client/react';`],
      content: blocks.join('\n') + '\n',
    };
  },
};
