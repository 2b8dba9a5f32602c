import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Explorer } from './Explorer';
import { readExamples } from './examples';

const root = document.getElementById('explorer');
if (!root) throw new Error('explorer.html lacks #explorer');
createRoot(root).render(
  <StrictMode>
    <Explorer examples={readExamples(document)} />
  </StrictMode>,
);
