import { useId, useState } from 'react';

/** A value to pass on (an invitation link, a token's secret): shown read-only with a Copy button. */
export function CopyField({
  label,
  value,
  note,
  copyText = 'Copy',
}: {
  label: string;
  value: string;
  note: string;
  /** The button's text. */
  copyText?: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('Copied.');
    } catch {
      setCopied('Could not copy: select the text and copy it.');
    }
  };
  return (
    <div className="copy-field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        <input
          id={id}
          className="input mono"
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {copyText}
        </button>
      </div>
      <p className="field__hint" id={`${id}-note`}>
        {note}
      </p>
      <p role="status">{copied}</p>
    </div>
  );
}
