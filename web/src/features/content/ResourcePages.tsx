import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { ResourceDocumentsDocument, type ResourceDocumentsQuery } from './Content.generated';
import { CONTENT_MESSAGES, FILTER_DEBOUNCE_MS } from './contentMessages';

type Document = ResourceDocumentsQuery['resourceDocuments'][number];

/** Groups in the gateway's order (Multijurisdiction first, then states alphabetically). */
const groupsOf = (documents: Document[]): [string, Document[]][] => {
  const groups = new Map<string, Document[]>();
  for (const document of documents) groups.set(document.group, [...(groups.get(document.group) ?? []), document]);
  return [...groups];
};

function PdfLink({ document }: { document: Document }) {
  return (
    <a href={document.url} target="_blank" rel="noopener noreferrer">
      {document.title} (PDF)<span className="visually-hidden">, opens in a new tab</span>
    </a>
  );
}

/** One group's documents under its heading; `id` names the heading the section is labelled by. */
function DocumentGroup({ id, title, documents }: { id: string; title: string; documents: Document[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="link-list">
        {documents.map((document) => (
          <li key={document.url}>
            <PdfLink document={document} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /resale-exemption-certificates: a location filter over link lists per state. */
export function ResaleCertificatesPage() {
  const { data, loading, error } = useQuery(ResourceDocumentsDocument, {
    variables: { collection: 'RESALE_EXEMPTION_CERTIFICATES' },
  });
  const [filter, setFilter] = useState('');
  const text = useDebouncedValue(filter, FILTER_DEBOUNCE_MS).trim().toLowerCase();
  const groups = groupsOf(data?.resourceDocuments ?? []).filter(
    ([group]) => !text || group.toLowerCase().includes(text),
  );
  return (
    <>
      <h1>Resale Exemption Certificates</h1>
      <p>Download the certificate for your state, fill it in and send it to us with your customer number.</p>
      <TextField label="Filter by location" description="A state's name" value={filter} onChange={setFilter} />
      {loading && <Spinner />}
      {error && !data && <Alert tone="error">{CONTENT_MESSAGES.loadFailed}</Alert>}
      {data && groups.length === 0 && <p role="status">No certificates match that location.</p>}
      {groups.map(([group, documents]) => (
        <DocumentGroup key={group} id={`group-${group}`} title={group} documents={documents} />
      ))}
    </>
  );
}

/** /w9-downloads: the W-9 forms of the provider's companies. */
export function W9DownloadsPage() {
  const { data, loading, error } = useQuery(ResourceDocumentsDocument, { variables: { collection: 'W9' } });
  return (
    <>
      <h1>W-9 Downloads</h1>
      {loading && <Spinner />}
      {error && !data && <Alert tone="error">{CONTENT_MESSAGES.loadFailed}</Alert>}
      {groupsOf(data?.resourceDocuments ?? []).map(([year, documents]) => (
        <DocumentGroup key={year} id={`w9-${year}`} title={year} documents={documents} />
      ))}
    </>
  );
}
