import { useEffect } from 'react';
import { useEditorContext } from '@graphiql/react';

/**
 * Names GraphiQL's editors for screen readers: CodeMirror's input element has no label of its own
 * (axe: label). Rendered as a child of <GraphiQL>, which places it inside its context.
 */
export function EditorLabels() {
  const { queryEditor, variableEditor, headerEditor, responseEditor } = useEditorContext({ nonNull: true });
  useEffect(() => {
    queryEditor?.setOption('screenReaderLabel', 'Query');
    variableEditor?.setOption('screenReaderLabel', 'Variables');
    headerEditor?.setOption('screenReaderLabel', 'Headers');
    responseEditor?.setOption('screenReaderLabel', 'Response');
  }, [queryEditor, variableEditor, headerEditor, responseEditor]);
  return null;
}
