import { documentPdfPath, type DocumentKind } from '@mro/rules/documents';

/**
 * "Download PDF" of an order confirmation, a quote or an invoice (docs/documents.md): a plain link to
 * the gateway's route, which answers the file by the session (never the router's: it is no page).
 */
export function DownloadPdfLink({
  kind,
  number,
  label = 'Download PDF',
}: {
  kind: DocumentKind;
  number: string;
  label?: string;
}) {
  return (
    <a className="link" href={documentPdfPath(kind, number)} download aria-label={`${label} of ${kind} ${number}`}>
      {label}
    </a>
  );
}
