/**
 * How many a search matched, as a live status under its field: 'The first 20 of 35 customers: narrow the
 * search.' when only the first are shown, else '3 customers found.'
 */
export function MatchCount({
  shown,
  matched,
  noun: [one, many],
}: {
  shown: number;
  matched: number;
  /** Singular and plural: ['customer', 'customers']. */
  noun: readonly [one: string, many: string];
}) {
  return (
    <p className="muted" role="status">
      {matched > shown
        ? `The first ${shown} of ${matched} ${many}: narrow the search.`
        : `${matched} ${matched === 1 ? one : many} found.`}
    </p>
  );
}
