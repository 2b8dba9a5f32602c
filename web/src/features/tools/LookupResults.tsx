import type { ReactNode } from 'react';
import { TOOLS_MESSAGES } from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';

export type LookupColumn<H> = { header: string; cell: (hit: H) => ReactNode };

type Found<H> = { readonly matchCount: number; readonly hits: readonly H[] };

/**
 * What a customer or vendor lookup found (§2.4, §3): the count, the cap notice above 100, and a
 * table whose first column opens the hit's detail dialog.
 */
export function LookupResults<H>({
  noun,
  term,
  loading,
  error,
  found,
  failed,
  none,
  keyOf,
  columns,
  onOpen,
}: {
  /** Singular and plural, as the page says them ('customer', 'customers'). */
  noun: readonly [one: string, many: string];
  term: string;
  loading: boolean;
  error: Error | undefined;
  found: Found<H> | undefined;
  failed: string;
  none: string;
  keyOf: (hit: H) => string;
  columns: readonly [LookupColumn<H>, ...LookupColumn<H>[]];
  onOpen: (key: string) => void;
}) {
  const [one, many] = noun;
  if (!term) return null;
  if (loading && !found) return <Spinner label={`Searching ${many}…`} />;
  if (error) return <Alert tone="error">{friendlyError(error, failed)}</Alert>;
  if (!found || found.hits.length === 0) return <Alert tone="info">{none}</Alert>;
  const [first, ...rest] = columns;
  return (
    <>
      <p>
        {found.matchCount} {found.matchCount === 1 ? one : many} found.
      </p>
      {found.matchCount > found.hits.length && <Alert tone="info">{TOOLS_MESSAGES.cap(many)}</Alert>}
      <SimpleTable caption={`${many[0]?.toUpperCase()}${many.slice(1)} found`} stackOnPhone>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {found.hits.map((hit) => (
            <tr key={keyOf(hit)}>
              <th scope="row" data-label={first.header}>
                <Button variant="link" onPress={() => onOpen(keyOf(hit))}>
                  {first.cell(hit)}
                </Button>
              </th>
              {rest.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(hit)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </>
  );
}

/** The detail dialog of one hit, with its Close button. */
export function LookupDetailModal({
  title,
  isOpen,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal title={title} isOpen={isOpen} isDismissable onOpenChange={(open) => !open && onClose()}>
      {children}
      <div className="form-actions">
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
