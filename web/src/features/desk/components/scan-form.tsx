import { DESK_MESSAGES } from '@library/api/contract/rules';
import { useId, useState, type RefObject, type SyntheticEvent } from 'react';
import { SCANNER_TEXTS } from '../../../components/scanner';

/** The one "Card or book" input a keyboard-wedge scanner types into (or a person), Enter, and the camera's button. */
export function ScanForm({
  inputRef,
  camera,
  onScan,
  onCamera,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  camera: boolean;
  onScan: (typed: string) => void;
  onCamera: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [code, setCode] = useState('');

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    setCode('');
    if (typed !== '') onScan(typed);
  };

  return (
    <form className="desk-scan" onSubmit={onSubmit}>
      <label className="label" htmlFor={inputId}>
        {DESK_MESSAGES.inputLabel}
      </label>
      <div className="desk-scan__row">
        <input
          ref={inputRef}
          id={inputId}
          className="input desk-scan__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby={hintId}
          autoFocus
        />
        <button type="submit" className="button button--primary">
          Enter
        </button>
        <button type="button" className="button button--secondary" aria-expanded={camera} onClick={onCamera}>
          {SCANNER_TEXTS.title}
        </button>
      </div>
      <p className="field__hint" id={hintId}>
        {DESK_MESSAGES.inputHint}
      </p>
    </form>
  );
}
