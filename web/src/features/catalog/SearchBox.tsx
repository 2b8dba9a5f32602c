import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { messages } from '../../lib/messages';
import { SuggestionsOverlay } from './SuggestionsOverlay';
import './catalog.css';

export function SearchBox() {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field as the buyer sees it: words typed while the server's page was not yet live (hydration
    // runs in a transition, web/src/main.tsx) are in the input but not yet in `query`.
    const typed = new FormData(event.currentTarget).get('q');
    const q = (typeof typed === 'string' ? typed : query).trim();
    if (!q) {
      setError(messages.emptySearch);
      return;
    }
    setError(null);
    setOpen(false);
    void navigate(`/c?q=${encodeURIComponent(q)}`);
  }

  return (
    <Form
      // Before the page is live (or without JavaScript) the browser sends the form itself: to the listing.
      action="/c"
      method="get"
      onSubmit={submit}
      className="search-form search-with-suggestions"
      validationBehavior="aria"
      role="search"
      aria-label="Product search"
    >
      <TextField
        label="Search products"
        hideLabel
        type="search"
        name="q"
        value={query}
        onChange={(v) => {
          setQuery(v);
          setOpen(true);
          if (error && v.trim()) setError(null);
        }}
        error={error}
        placeholder="Search by keyword or part number"
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {open && <SuggestionsOverlay query={query} onPick={() => setOpen(false)} />}
    </Form>
  );
}
