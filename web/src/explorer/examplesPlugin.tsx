import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { GraphiQLPlugin } from '@graphiql/react';
import { useGraphiQL, useGraphiQLActions } from '@graphiql/react';
import { variablesFor, type Examples, type SeenValues } from './examples';

function ExamplesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor">
      <path strokeWidth="1.5" d="M5 4h14v16H5zM8 8h8M8 12h8M8 16h5" />
    </svg>
  );
}

function ExampleList({ examples, seen }: { examples: Examples; seen: () => SeenValues }) {
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const variableEditor = useGraphiQL((state) => state.variableEditor);
  const { setOperationFacts } = useGraphiQLActions();
  const open = (operation: string) => {
    queryEditor?.setValue(operation);
    variableEditor?.setValue(variablesFor(operation, seen()));
    // GraphiQL reads the operation's name from the editor a moment later; a Run before then would
    // send the previous one's name.
    const documentAST = parse(operation);
    const operations = documentAST.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    setOperationFacts({ documentAST, operations, operationName: operations[0]?.name?.value });
  };
  const names = Object.keys(examples);
  return (
    <section className="explorer-examples" aria-labelledby="explorer-examples-title">
      <h2 id="explorer-examples-title" className="graphiql-doc-explorer-title">
        Examples
      </h2>
      <p>
        Run &quot;auth: log in&quot; first. Examples that take <code>$slug</code> or <code>$erp</code> fill them from
        the last result that had one.
      </p>
      {names.length === 0 ? (
        <p>No examples: open the explorer through the gateway at /explorer.</p>
      ) : (
        <ul>
          {names.map((name) => (
            <li key={name}>
              <button type="button" onClick={() => open(examples[name] ?? '')}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A sidebar plugin listing the example operations per domain; choosing one opens it in the editors. */
export const examplesPlugin = (examples: Examples, seen: () => SeenValues): GraphiQLPlugin => ({
  title: 'Examples',
  icon: ExamplesIcon,
  content: () => <ExampleList examples={examples} seen={seen} />,
});
