import './choice.css';
/**
 * The drawn box or circle of a checkbox or radio: react-aria-components keeps the native input
 * visually hidden, so without this nothing shows the state. Its look per state lives in choice.css
 * (`.choice-indicator`), driven by the choice's data-selected / data-indeterminate attributes.
 */
export function ChoiceIndicator({ shape }: { shape: 'box' | 'circle' }) {
  return (
    <span className={`choice-indicator choice-${shape}`} aria-hidden="true">
      {shape === 'box' && (
        <svg viewBox="0 0 18 18" className="choice-mark" focusable="false">
          <polyline className="choice-check" points="3.5 9.5 7.5 13 14.5 5" />
          <line className="choice-dash" x1="4" y1="9" x2="14" y2="9" />
        </svg>
      )}
    </span>
  );
}
