import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testClient } from '../testing/client';
import { usePagePreloads } from './App';

const atListing = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/c?q=gloves']}>{children}</MemoryRouter>
);

/** The listing's queries the client was asked for, by the search they carry. */
const searchesAsked = (query: ReturnType<typeof vi.fn>) =>
  query.mock.calls.flatMap(([options]) => {
    const { variables } = options as { variables?: { input?: { query?: string } } };
    return variables?.input?.query ? [variables.input.query] : [];
  });

describe("the route's preloads", () => {
  it('ask nothing while a server-rendered page hydrates from its answers, and ask on the next route', () => {
    const client = testClient({ state: { ROOT_QUERY: { __typename: 'Query' } } });
    const query = vi.spyOn(client, 'query').mockResolvedValue({ data: undefined });
    const { result } = renderHook(
      () => {
        usePagePreloads(client);
        return useNavigate();
      },
      { wrapper: atListing },
    );
    expect(query).not.toHaveBeenCalled();

    client.prioritizeCacheValues = false; // the page is live (main.tsx)
    act(() => void result.current('/c?q=drills'));
    expect(searchesAsked(query)).toEqual(['drills']);
  });

  it("start the URL's queries at once on a page the browser renders itself", () => {
    const client = testClient();
    const query = vi.spyOn(client, 'query').mockResolvedValue({ data: undefined });
    renderHook(() => usePagePreloads(client), { wrapper: atListing });
    expect(searchesAsked(query)).toEqual(['gloves']);
  });
});
