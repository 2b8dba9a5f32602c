import { documentPdfPath, type DocumentKind } from '@mro/rules/documents';

/**
 * "Download PDF" of an order confirmation, a quote or an invoice (docs/documents.md): a plain link to
 * the gateway's route, which answers the file by the session (never the router's: it is no page).
 * In a list row pass `describedBy` (the id of the row's number): the link's name then stays "Download PDF",
 * so a lookup of the row's own link by its number finds one link, and the number comes as its description.
 */
export function DownloadPdfLink({
  kind,
  number,
  label = 'Download PDF',
  describedBy,
}: {
  kind: DocumentKind;
  number: string;
  label?: string;
  describedBy?: string;
}) {
  const href = documentPdfPath(kind, number);
  if (describedBy)
    return (
      <a className="link" href={href} download aria-label={label} aria-describedby={describedBy}>
        PDF
      </a>
    );
  return (
    <a className="link" href={href} download aria-label={`${label} of ${kind} ${number}`}>
      {label}
    </a>
  );
}
