import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../lib/usePageTitle';
import { CONTENT_MESSAGES } from './contentMessages';
import { useHydrated } from '../../lib/useHydrated';
import { CONTENT_PAGES, MARKETING_PATHS } from './contentPaths';
import './content.css';

const KNOWN = new Set<string>([...CONTENT_PAGES, ...MARKETING_PATHS]);

/** Where the store serves the content site; same origin, so the frame's messages and document can be checked. */
const CONTENT_SITE = '/content-site';

type FrameMessage =
  { source: 'content-site'; type: 'height'; height: number } | { source: 'content-site'; type: 'anchor'; top: number };

const isFrameMessage = (data: unknown): data is FrameMessage =>
  typeof data === 'object' && data !== null && 'source' in data && data.source === 'content-site';

/** /w/{path}: a content page in a frame that grows with its content and scrolls the store to its anchors. */
export function ContentFramePage() {
  const name = useParams()['*'] ?? '';
  if (!KNOWN.has(name)) return <Navigate to="/404" replace />;
  // Another page starts afresh: its height, title and failure are its own.
  return <ContentFrame key={name} name={name} />;
}

function ContentFrame({ name }: { name: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [failed, setFailed] = useState(false);
  usePageTitle(title);
  // Drawn once the page is live: a frame in the server's HTML could load before hydration, its load
  // event lost, and the page would wait for ever.
  const hydrated = useHydrated();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const element = frame.current;
      if (
        event.origin !== window.location.origin ||
        !element ||
        event.source !== element.contentWindow ||
        !isFrameMessage(event.data)
      )
        return;
      if (event.data.type === 'height') setHeight(Math.ceil(event.data.height));
      else window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY + event.data.top });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // An unknown file answers the store's own page: only a page of the content site counts as loaded.
  const checkLoaded = () => {
    const document = frame.current?.contentDocument;
    if (document?.body?.dataset.contentSite === name) setTitle(document.title);
    else setFailed(true);
  };

  return (
    <>
      {failed && <Alert tone="error">{CONTENT_MESSAGES.loadFailed}</Alert>}
      {!title && !failed && <Spinner label="Loading…" />}
      {hydrated && (
        <iframe
          key={name}
          ref={frame}
          src={`${CONTENT_SITE}/${name}.html`}
          title={title || 'Content'}
          className="content-frame"
          style={height === null ? undefined : { height }}
          hidden={failed}
          onLoad={checkLoaded}
        />
      )}
    </>
  );
}
