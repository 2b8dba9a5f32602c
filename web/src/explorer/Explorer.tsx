import { useMemo, useRef, useState } from 'react';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { collectValues, type Examples, type SeenValues } from './examples';
import { examplesPlugin } from './examplesPlugin';
import { storeFetcher } from './fetcher';
import { Session } from './Session';

/** GraphiQL on the store's /graphql with the store's session, the example operations and who is logged in. */
export function Explorer({ examples }: { examples: Examples }) {
  const seen = useRef<SeenValues>({});
  const [runs, setRuns] = useState(0);
  const fetcher = useMemo(
    () =>
      storeFetcher((result, operationName) => {
        if (operationName === 'IntrospectionQuery') return;
        Object.assign(seen.current, collectValues(result.data));
        // A run may have logged in or out: read the session again.
        setRuns((count) => count + 1);
      }),
    [],
  );
  const plugins = useMemo(() => [examplesPlugin(examples, () => seen.current), HISTORY_PLUGIN], [examples]);
  return (
    <div className="explorer">
      <header className="explorer-header">
        <h1>Store API schema explorer</h1>
        <Session version={runs} />
      </header>
      <main className="explorer-ide">
        <GraphiQL
          fetcher={fetcher}
          plugins={plugins}
          visiblePlugin={plugins[0]}
          defaultQuery={Object.values(examples)[0]}
          defaultEditorToolsVisibility="variables"
        >
          {/* Text, not GraphiQL's default link to GitHub (no internet here). */}
          <GraphiQL.Logo>GraphiQL</GraphiQL.Logo>
        </GraphiQL>
      </main>
    </div>
  );
}
