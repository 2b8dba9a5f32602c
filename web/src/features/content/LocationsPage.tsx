import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { LocationsDocument, type LocationsQuery } from './Content.generated';
import { CONTENT_MESSAGES, FILTER_DEBOUNCE_MS } from './contentMessages';
import './content.css';

type Location = LocationsQuery['locations'][number];

/** Matches a city (any part), a state code (exact) or a zip (prefix), case-insensitively. */
export const matchesLocation = (location: Location, filter: string): boolean => {
  const text = filter.trim().toLowerCase();
  if (!text) return true;
  return (
    location.city.toLowerCase().includes(text) || location.state.toLowerCase() === text || location.zip.startsWith(text)
  );
};

/** /locations: the locations finder (docs/spec/storefront.md §2.8). */
export function LocationsPage() {
  const { data, loading, error } = useQuery(LocationsDocument);
  const [filter, setFilter] = useState('');
  const debounced = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const shown = (data?.locations ?? []).filter((location) => matchesLocation(location, debounced));
  return (
    <>
      <h1>Locations</h1>
      <TextField label="Find a location" description="City, state code or zip" value={filter} onChange={setFilter} />
      {loading && <Spinner label="Loading locations…" />}
      {error && !data && <Alert tone="error">{CONTENT_MESSAGES.loadFailed}</Alert>}
      {data && <p role="status">{shown.length === 1 ? '1 location' : `${shown.length} locations`}</p>}
      <ul className="location-list">
        {shown.map((location) => (
          <li key={`${location.title}-${location.zip}`} className="card">
            <h2 className="card-title">
              <a href={location.mapUrl} target="_blank" rel="noopener noreferrer">
                {location.title}
                <span className="visually-hidden"> (map, opens in a new tab)</span>
              </a>
            </h2>
            <address>
              {location.addr1}
              <br />
              {location.addr2 && (
                <>
                  {location.addr2}
                  <br />
                </>
              )}
              {location.city}, {location.state} {location.zip}
            </address>
            <p>
              Phone: <a href={`tel:${location.phone}`}>{location.phone}</a>
              {location.fax && (
                <>
                  <br />
                  Fax: {location.fax}
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
