import { ProgressBar } from 'react-aria-components';
import './Spinner.css';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className="spinner">
      <span className="spinner-circle" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </ProgressBar>
  );
}
