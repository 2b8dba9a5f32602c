import { Button } from '../ui/Button';
import type { useLinesWindow } from './useLinesWindow';

/**
 * Load More under a window of lines (cart, review): fetches the next page with `fetchPage(offset,
 * limit)`; `onFailure` when it could not.
 */
export function LoadMoreLines({
  linesWindow,
  fetchPage,
  onFailure,
}: {
  linesWindow: ReturnType<typeof useLinesWindow>;
  fetchPage: (offset: number, limit: number) => Promise<unknown>;
  onFailure: () => void;
}) {
  return (
    <Button
      variant="secondary"
      isDisabled={linesWindow.loadingMore}
      onPress={() => void linesWindow.loadMore(fetchPage).catch(onFailure)}
    >
      Load More
    </Button>
  );
}
