import { LIST_LIMITS } from '@library/api/contract/rules';
import type { ReactNode } from 'react';

interface ToolbarSelectProps {
  id: string;
  label: string;
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
  /** A narrow field (a number). */
  narrow?: boolean;
}

/** A labelled choice in a list's toolbar (genre, order, page size). */
export function ToolbarSelect({ id, label, value, options, onChange, narrow = false }: ToolbarSelectProps) {
  return (
    <div className={narrow ? 'toolbar__field toolbar__field--narrow' : 'toolbar__field'}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface SearchFieldProps {
  id: string;
  label: string;
  /** What is in the box. */
  value: string;
  onChange: (text: string) => void;
  /** Below the box (e.g. a status read out to screen readers). */
  children?: ReactNode;
  /** What can be searched for: 'Title, author or ISBN'. */
  placeholder?: string;
}

/** The wide search box of a list's toolbar (books: title, author or ISBN), at most the REST contract's longest search. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  children,
  placeholder = 'Title, author or ISBN',
}: SearchFieldProps) {
  return (
    <div className="toolbar__field toolbar__field--wide">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder={placeholder}
        value={value}
        maxLength={LIST_LIMITS.maxSearch}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      {children}
    </div>
  );
}
