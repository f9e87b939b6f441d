/**
 * Available as a tick or a cross. `text` is shown next to the mark; without it the word is there for
 * screen readers only.
 */
export function Availability({ available, text }: { available: boolean; text?: string }) {
  return (
    <span className={`availability ${available ? 'availability--yes' : 'availability--no'}`}>
      <span className="availability__mark" aria-hidden="true">
        {available ? '✓' : '✗'}
      </span>
      {text ?? <span className="visually-hidden">{available ? 'Available' : 'Not available'}</span>}
    </span>
  );
}
