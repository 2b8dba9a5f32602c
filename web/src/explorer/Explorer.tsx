import { useMemo, useState } from 'react';
import { GraphiQL } from 'graphiql';
import { collectValues, type Examples, type SeenValues } from './examples';
import { EditorLabels } from './EditorLabels';
import { examplesPlugin, SeenValuesContext } from './examplesPlugin';
import { storeFetcher } from './fetcher';
import { Session } from './Session';

/** GraphiQL on the store's /graphql with the store's session, the example operations and who is logged in. */
export function Explorer({ examples }: { examples: Examples }) {
  const [seen, setSeen] = useState<SeenValues>({});
  const [runs, setRuns] = useState(0);
  const fetcher = useMemo(
    () =>
      storeFetcher((result, operationName) => {
        if (operationName === 'IntrospectionQuery') return;
        setSeen((previous) => ({ ...previous, ...collectValues(result.data) }));
        // A run may have logged in or out: read the session again.
        setRuns((count) => count + 1);
      }),
    [],
  );
  // Depends on the examples only: GraphiQL resets the open panel whenever its plugins change.
  // GraphiQL adds its documentation explorer and history before these.
  const plugins = useMemo(() => [examplesPlugin(examples)], [examples]);
  return (
    <div className="explorer">
      <header className="explorer-header">
        <h1>Store API schema explorer</h1>
        <Session version={runs} />
      </header>
      <main className="explorer-ide">
        <SeenValuesContext value={seen}>
          <GraphiQL
            fetcher={fetcher}
            plugins={plugins}
            defaultQuery={Object.values(examples)[0]}
            defaultEditorToolsVisibility="variables"
          >
            {/* Text, not GraphiQL's default link to GitHub (no internet here). */}
            <GraphiQL.Logo>GraphiQL</GraphiQL.Logo>
            <EditorLabels />
          </GraphiQL>
        </SeenValuesContext>
      </main>
    </div>
  );
}
