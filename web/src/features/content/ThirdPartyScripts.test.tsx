import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CONSENT_KEY, ThirdPartyScripts } from './ThirdPartyScripts';
import { ThirdPartyScriptsDocument, type ThirdPartyScriptsQuery } from './ThirdPartyScripts.generated';

const CONFIGURED: ThirdPartyScriptsQuery['thirdPartyScripts'] = [
  { __typename: 'ThirdPartyScript', kind: 'ANALYTICS', src: 'https://analytics.example/a.js', chatUser: null },
  {
    __typename: 'ThirdPartyScript',
    kind: 'CHAT',
    src: 'https://chat.example/widget.js',
    chatUser: {
      __typename: 'ChatUser',
      id: '42',
      name: 'Bea Buyer',
      email: 'buyer@acme.example',
      created: '2026-01-05T10:00:00Z',
    },
  },
];

const loaded = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')];

const openStore = (thirdPartyScripts: ThirdPartyScriptsQuery['thirdPartyScripts']) => {
  server.use(answerQuery(ThirdPartyScriptsDocument, { thirdPartyScripts }));
  return renderRoute(
    <>
      <h1>Home</h1>
      <ThirdPartyScripts />
    </>,
  );
};

/** Waits until the configured scripts are in, so what is absent is absent for good. */
const answered = async ({ client }: ReturnType<typeof openStore>) => {
  await waitFor(() => expect(client.readQuery({ query: ThirdPartyScriptsDocument })).not.toBeNull());
  await act(async () => {});
};

afterEach(() => {
  for (const script of loaded()) script.remove();
  localStorage.clear();
});

describe('third-party scripts', () => {
  it('load nothing and ask nothing when none is configured', async () => {
    await answered(openStore([]));
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
    expect(loaded()).toEqual([]);
  });

  it('load only after the visitor accepts, the chat widget with the user, and remember the choice', async () => {
    const first = openStore(CONFIGURED);
    const consent = await screen.findByRole('region', { name: 'Your privacy' });
    expect(consent).toHaveTextContent('for web analytics, live chat');
    expect(loaded()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
    expect(loaded().map((script) => script.src)).toEqual([
      'https://analytics.example/a.js',
      'https://chat.example/widget.js',
    ]);
    expect({ ...loaded()[1]!.dataset }).toEqual({
      thirdParty: 'CHAT',
      userId: '42',
      userName: 'Bea Buyer',
      userEmail: 'buyer@acme.example',
      userCreated: '2026-01-05T10:00:00Z',
    });
    first.unmount();
    for (const script of loaded()) script.remove();

    await answered(openStore(CONFIGURED));
    await expect.poll(() => loaded().length).toBe(2);
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
  });

  it('load nothing when the visitor declines, and do not ask again', async () => {
    const first = openStore(CONFIGURED);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(loaded()).toEqual([]);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('declined');
    first.unmount();

    await answered(openStore(CONFIGURED));
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
    expect(loaded()).toEqual([]);
  });
});
