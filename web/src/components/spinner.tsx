/** A live loading indicator; `label` is the visible text ('Loading…' by default). */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner-block">
      <p className="spinner" role="status">
        <span className="spinner__ring" aria-hidden="true" />
        {label}
      </p>
    </div>
  );
}
