import { createContext, use } from 'react';
import { useEditorContext, type GraphiQLPlugin } from '@graphiql/react';
import { operationNameOf, variablesFor, type Examples, type SeenValues } from './examples';

/** The values seen in results so far, for the examples' variables. */
export const SeenValuesContext = createContext<SeenValues>({});

function ExamplesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor">
      <path strokeWidth="1.5" d="M5 4h14v16H5zM8 8h8M8 12h8M8 16h5" />
    </svg>
  );
}

function ExampleList({ examples }: { examples: Examples }) {
  const editors = useEditorContext({ nonNull: true });
  const seen = use(SeenValuesContext);
  const open = (operation: string) => {
    editors.queryEditor?.setValue(operation);
    editors.variableEditor?.setValue(variablesFor(operation, seen));
    // GraphiQL reads the operation's name from the editor 100 ms later; a Run before then would
    // send the previous one's name.
    const name = operationNameOf(operation);
    if (name) editors.setOperationName(name);
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
export const examplesPlugin = (examples: Examples): GraphiQLPlugin => ({
  title: 'Examples',
  icon: ExamplesIcon,
  content: () => <ExampleList examples={examples} />,
});
