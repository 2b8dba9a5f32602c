import 'graphiql/style.css';
import './explorer.css';
import CodeMirror from 'codemirror';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Explorer } from './Explorer';
import { readExamples } from './examples';

// GraphiQL's editors are CodeMirror 5. Its contenteditable input, the one it recommends for screen
// readers, lies inside the scrolled area, so the editors scroll from the keyboard (axe:
// scrollable-region-focusable). Set before GraphiQL creates its editors; it cannot change after.
CodeMirror.defaults.inputStyle = 'contenteditable';

const root = document.getElementById('explorer');
if (!root) throw new Error('explorer.html lacks #explorer');
createRoot(root).render(
  <StrictMode>
    <Explorer examples={readExamples(document)} />
  </StrictMode>,
);
